import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { BadRequestView } from '../../shell/bad-request-view.tsx';
import { CreatorHeader } from '../components/creator-header.tsx';
import { ExperienceGrid } from '../experience-grid.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { creatorInput } from '../creator-input.ts';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ExperienceGridSkeleton } from '../experience-grid-skeleton.tsx';

export function CreatorPage({ params }: { params: RouteParams }) {
  const utils = trpc.useUtils();
  const { sites } = usePublicConfig();
  const input = creatorInput(params, useSearch());
  const result = useSectionQuery(utils.experiences.byCreator.queryOptions(input));
  const basePath = `/experiences/${encodeURIComponent(input.personaHandle)}`;
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND') return <NotFoundView what="creator" />;
    if (info.appCode === 'BAD_REQUEST') return <BadRequestView message={info.message} resetHref={basePath} />;
    return (
      <ErrorNotice
        title="We could not load this creator"
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { creator, items, total, page, pageCount } = result.data;
  return (
    <>
      <PageMeta
        title={`${creator.personaName}'s experiences`}
        description={creator.bio || `Worlds created by ${creator.personaName} on Lumen.`}
        path={page > 1 ? `${basePath}?page=${page}` : basePath}
        image={creator.avatarImageUrl}
      />
      <CreatorHeader creator={creator} total={total} />
      {items.length === 0 ? (
        <EmptyState
          title={`${creator.personaName} has not published an experience yet`}
          description="Follow along: new worlds show up here."
        />
      ) : (
        <ExperienceGrid experiences={items} baseUrl={sites.atlas} label="Experiences" eagerCount={6} />
      )}
      <Paginator
        current={page}
        pageCount={pageCount}
        hrefForPage={(n) => (n > 1 ? `${basePath}?page=${n}` : basePath)}
      />
    </>
  );
}
