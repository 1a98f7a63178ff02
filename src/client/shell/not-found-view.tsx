// 404: the address points at nothing we have.
import { ButtonLink } from '../ui/button.tsx';
import { StatusView } from './status-view.tsx';
import { useT } from '../i18n/i18n.tsx';

/** The things a 404 names; each language words "that {thing}" in its own grammar (not-found.title). */
export type MissingThing =
  'creator' | 'event' | 'experience' | 'help article' | 'listing' | 'page' | 'profile' | 'snapshot' | 'store';

export interface NotFoundViewProps {
  /** What was looked for, e.g. 'experience' → "We couldn't find that experience". */
  what?: MissingThing;
  homeHref?: string;
  browseHref?: string;
}

export function NotFoundView({ what = 'page', homeHref = '/', browseHref = '/experiences' }: NotFoundViewProps) {
  const t = useT();
  return (
    <StatusView
      mark="404"
      title={t('notFound.title', { what: what.replace(' ', '_') })}
      actions={
        <>
          <ButtonLink href={browseHref}>{t('notFound.browse')}</ButtonLink>
          <ButtonLink href={homeHref} variant="secondary">
            {t('error.home')}
          </ButtonLink>
        </>
      }
    >
      <p>{t('notFound.body')}</p>
    </StatusView>
  );
}
