import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useTrackPageView } from '../../analytics/use-track.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { ExperienceDetailView } from '../components/experience-detail-view.tsx';
import { ExperienceGrid } from '../experience-grid.tsx';
import { ExperienceGridSkeleton } from '../experience-grid-skeleton.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { VisitButton } from '../../visit/visit-button.tsx';
import { DetailFavouriteButton } from '../../favourites/detail-favourite-button.tsx';
import { LikeButton } from '../components/like-button.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { experienceInput } from '../experience-input.ts';
import { SnapshotsShelf } from '../../snapshots/snapshots-shelf.tsx';
import { SnapshotGridSkeleton } from '../../snapshots/snapshot-grid.tsx';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { ExperienceDetailSkeleton } from '../experience-detail-skeleton.tsx';

/* Clear of the snapshot cards above it, with room between the heading and its own cards. */
export const moreFromSection = css`
  margin-top: 2.5rem;

  & h2 {
    margin: 0 0 1rem;
    font-size: 1.375rem;
    font-weight: 700;
  }
`;

/** Counts the view for the creator's analytics (after hydration, never for DNT/GPC browsers). */
function PageView({ id }: { id: string }) {
  useTrackPageView('experience', id);
  return null;
}

export function ExperiencePage({ params }: { params: RouteParams }) {
  const utils = trpc.useUtils();
  const input = experienceInput(params);
  const result = useSectionQuery(utils.experiences.detail.queryOptions(input));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') return <NotFoundView what="experience" />;
    return (
      <ErrorNotice
        title="We could not load this experience"
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const experience = result.data;
  return (
    <>
      <PageMeta
        title={experience.name}
        description={experience.summary || `${experience.name}, a world by ${experience.personaName} on Lumen.`}
        path={`/experiences/${encodeURIComponent(experience.personaHandle)}/${encodeURIComponent(experience.handle)}`}
        image={experience.coverUrl}
        type="article"
      />
      <PageView id={experience.id} />
      <ExperienceDetailView
        experience={experience}
        actions={
          <>
            <VisitButton experience={experience} />
            <DetailFavouriteButton experience={experience} />
            <LikeButton experience={experience} />
          </>
        }
      />
      <Section fallback={<SnapshotGridSkeleton count={3} />}>
        <SnapshotsShelf filter={{ experience: experience.id }} name={experience.name} />
      </Section>
      <Section fallback={<ExperienceGridSkeleton count={3} />}>
        <MoreFromCreator
          personaHandle={experience.personaHandle}
          personaName={experience.personaName}
          excludeId={experience.id}
        />
      </Section>
    </>
  );
}

function MoreFromCreator({
  personaHandle,
  personaName,
  excludeId,
}: {
  personaHandle: string;
  personaName: string;
  excludeId: string;
}) {
  const utils = trpc.useUtils();
  const { sites } = usePublicConfig();
  const result = useSectionQuery(utils.experiences.byCreator.queryOptions({ personaHandle, perPage: 4 }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={`More from ${personaName} is unavailable`}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const others = result.data.items.filter((item) => item.id !== excludeId).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section className={moreFromSection} aria-labelledby="more-from-creator" data-testid="more-from-creator">
      <h2 id="more-from-creator">More from {personaName}</h2>
      <ExperienceGrid
        layout="collection"
        experiences={others}
        baseUrl={sites.atlas}
        headingLevel={3}
        label={`More from ${personaName}`}
      />
    </section>
  );
}
