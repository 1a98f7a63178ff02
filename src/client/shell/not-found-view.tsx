// 404: the address points at nothing we have.
import { ButtonLink } from '../ui/button.tsx';
import { StatusView } from './status-view.tsx';

export interface NotFoundViewProps {
  /** What was looked for, e.g. 'experience' → "We couldn't find that experience". */
  what?: string;
  homeHref?: string;
  browseHref?: string;
}

export function NotFoundView({ what = 'page', homeHref = '/', browseHref = '/experiences' }: NotFoundViewProps) {
  return (
    <StatusView
      mark="404"
      title={`We couldn't find that ${what}`}
      actions={
        <>
          <ButtonLink href={browseHref}>Browse experiences</ButtonLink>
          <ButtonLink href={homeHref} variant="secondary">
            Go to the home page
          </ButtonLink>
        </>
      }
    >
      <p>It may have been moved, renamed or taken down by its creator. Check the address, or find something new to explore.</p>
    </StatusView>
  );
}
