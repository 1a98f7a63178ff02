// /studio: the platform's own studio and its showcase of worlds, in the order its curators chose, each
// with their note. The studio is the product's (GET /{product}-studios: /lumen-studios for Lumen).
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { WorldList } from '../components/world-list.tsx';
import { STUDIO_PATH } from '../../../shared/items/limits.ts';
import { studioInput } from '../studio-input.ts';
import { pageHeading } from '../../ui/page-parts.tsx';
import { useT } from '../../i18n/i18n.tsx';

const tagline = css`
  margin: 0 0 0.75rem;
  font-size: 1.125rem;
  font-weight: 500;
`;

const description = css`
  max-width: 60ch;
  margin: 0 0 2rem;
  color: var(--color-text-muted);
`;

export function StudioPage() {
  const utils = trpc.useUtils();
  const { productName, sites } = usePublicConfig();
  const t = useT();
  const result = useSectionQuery(utils.studios.showcase.queryOptions(studioInput(productName)));
  const fallbackName = t('footer.studios', { productName });
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    return (
      <>
        <PageMeta
          title={fallbackName}
          description={t('items.studioDescription', { name: fallbackName })}
          path={STUDIO_PATH}
        />
        <h1 className={pageHeading}>{fallbackName}</h1>
        {info.appCode === 'NOT_FOUND' ? (
          <EmptyState
            title={t('items.noShowcase')}
            description={t('items.noShowcaseHint')}
            action={<ButtonLink href="/experiences">{t('notFound.browse')}</ButtonLink>}
          />
        ) : (
          <ErrorNotice
            title={t('items.showcaseFailed')}
            description={info.message}
            onRetry={() => void result.refetch()}
          />
        )}
      </>
    );
  }
  if (result.status !== 'success') return null;
  const { studio, worlds } = result.data;
  return (
    <>
      <PageMeta
        title={studio.name}
        description={studio.tagline || t('items.studioDescription', { name: studio.name })}
        path={STUDIO_PATH}
      />
      <h1 className={pageHeading}>{studio.name}</h1>
      {studio.tagline ? <p className={tagline}>{studio.tagline}</p> : null}
      {studio.description ? <p className={description}>{studio.description}</p> : null}
      {worlds.length === 0 ? (
        <EmptyState
          title={t('items.showcaseEmpty')}
          description={t('items.showcaseEmptyHint')}
          action={<ButtonLink href="/experiences">{t('notFound.browse')}</ButtonLink>}
        />
      ) : (
        <WorldList
          worlds={worlds}
          label={t('items.showcase', { name: studio.name })}
          baseUrl={sites.atlas}
          ordered
          caption={(world) => world.note}
        />
      )}
    </>
  );
}

// The placeholder while the page's data streams ships in the page's own chunk (routes.tsx).
export { ExperienceGridSkeleton } from '../../experiences/experience-grid-skeleton.tsx';
