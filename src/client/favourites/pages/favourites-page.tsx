// /favourites: the viewer's favourite experiences as a grid of experience cards, newest first, paged
// (docs/upstream-api-favourites.md GET /favorites). Visitors are asked to log in and come back; an empty list links to browse.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { ExperienceGrid } from '../../experiences/experience-grid.tsx';
import { ExperienceGridSkeleton } from '../../experiences/experience-grid-skeleton.tsx';
import { FAVOURITES_PATH } from '../../../shared/favourites/limits.ts';
import { pageHeading, pageLead } from '../../ui/page-parts.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ExperienceGridSkeleton } from '../../experiences/experience-grid-skeleton.tsx';

const pager = css`
  margin-top: 2rem;
`;

function pageFrom(search: string): number {
  const page = Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 && page <= 1000 ? page : 1;
}

function FavouritesGrid({ page }: { page: number }) {
  const utils = trpc.useUtils();
  const { sites } = usePublicConfig();
  const result = useSectionQuery(utils.favourites.list.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="We could not load your favourites"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, total, pageCount } = result.data;
  if (items.length === 0) {
    return page > 1 ? (
      <EmptyState
        title="This page is empty"
        description="You have fewer favourites than that."
        action={<ButtonLink href={FAVOURITES_PATH}>Back to page 1</ButtonLink>}
      />
    ) : (
      <EmptyState
        title="No favourites yet"
        description="Press the heart on any experience to keep it here."
        action={<ButtonLink href="/experiences">Browse experiences</ButtonLink>}
      />
    );
  }
  return (
    <>
      <p className={pageLead}>{total === 1 ? '1 experience' : `${total} experiences`}</p>
      <ExperienceGrid experiences={items} baseUrl={sites.atlas} label="Your favourites" eagerCount={6} />
      <div className={pager}>
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => (n === 1 ? FAVOURITES_PATH : `${FAVOURITES_PATH}?page=${n}`)}
          label="Favourites pages"
        />
      </div>
    </>
  );
}

export function FavouritesPage() {
  const page = pageFrom(useSearch());
  return (
    <>
      <PageMeta title="Your favourites" description="The experiences you favourited." path={FAVOURITES_PATH} noindex />
      <h1 className={pageHeading}>Your favourites</h1>
      <PersonaGate logInTitle="Log in to see your favourites" personaDescription="Favourites belong to your persona.">
        <Section fallback={<ExperienceGridSkeleton count={6} />}>
          <FavouritesGrid page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}
