// /profiles/:avatarHandle (docs/product.md §2 profile): avatar, name, status, bio cut at 145 with 'more', the friend
// button(s) for the viewer's relation, the report link (persona holders, not on their own profile, until
// sent), what they wear, their experiences and their snapshots.
import { useState } from 'react';
import { css } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { ExperienceGrid } from '../../experiences/experience-grid.tsx';
import { ExperienceGridSkeleton } from '../../experiences/experience-grid-skeleton.tsx';
import { FriendButtons } from '../../friends/friend-buttons.tsx';
import { BlockButton } from '../../blocking/block-button.tsx';
import { useBlockState } from '../../blocking/use-block.ts';
import { FriendsActivitySlot } from '../../friends/friends-activity-slot.tsx';
import { ReportProfileModal } from '../../reports/report-profile-modal.tsx';
import { ProfileBio } from '../components/profile-bio.tsx';
import { Avatar } from '../avatar.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { SnapshotsShelf } from '../../snapshots/snapshots-shelf.tsx';
import { SnapshotGridSkeleton } from '../../snapshots/snapshot-grid.tsx';
import { WornShelf } from '../../items/worn-shelf.tsx';
import { ItemGridSkeleton } from '../../items/item-card.tsx';
import { creatorExperiencesHref, profileHref, siteHref } from '../../../shared/links/site-link.ts';
import { displayName, truncateBio } from '../../../shared/profiles/bio.ts';
import { showReportLink } from '../../../shared/reports/report-form.ts';
import type { Profile } from '../../../shared/profiles/schema.ts';
import type { RouteParams } from '../../app/routes.tsx';
import { profileInput } from '../profile-input.ts';

/** How many of the person's experiences the profile shows (with a link to all of them). */
export const PROFILE_EXPERIENCE_COUNT = 6;

const header = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 1rem 1.5rem;
  align-items: start;
  margin-bottom: 2.5rem;
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid var(--color-border);
  border-radius: calc(var(--radius-card) + 6px);
  background: radial-gradient(ellipse 60% 120% at 0% 0%, rgb(33 188 207 / 0.12), transparent 60%), var(--color-surface);
  box-shadow: var(--shadow-sm);
`;

const text = css`
  display: grid;
  gap: 0.5rem;
  min-width: 0;
`;

const name = css`
  margin: 0;
  font-size: clamp(1.5rem, 3.5vw, 2.25rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

const handleText = css`
  margin: 0;
  color: var(--color-text-muted);
  font-weight: 500;
`;

const statusText = css`
  margin: 0;
  font-style: italic;
`;

const footer = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-top: 0.5rem;
`;

const reportLink = css`
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-text-muted);
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;

  &:hover {
    color: var(--color-text);
  }
`;

const sectionHead = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
`;

const sectionTitle = css`
  margin: 0;
  font-size: 1.375rem;
  font-weight: 700;
`;

const emptyText = css`
  color: var(--color-text-muted);
`;

export function ProfilePage({ params }: { params: RouteParams }) {
  const utils = trpc.useUtils();
  const input = profileInput(params);
  const result = useSectionQuery(utils.profiles.byHandle.queryOptions(input));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') return <NotFoundView what="profile" />;
    return (
      <ErrorNotice
        title="We could not load this profile"
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  return <ProfileView profile={result.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const viewer = useViewer();
  const [reportOpen, setReportOpen] = useState(false);
  const [reportSent, setReportSent] = useState(false);
  const shownName = displayName(profile);
  const own =
    profile.friendStatus === 'SELF' ||
    (viewer?.personaHandle ?? '').toLowerCase() === profile.avatarHandle.toLowerCase();
  const reportable = !own && showReportLink(viewer, reportSent);
  const blocked = useBlockState(profile.avatarHandle) === true;
  return (
    <>
      <PageMeta
        title={shownName}
        description={profile.bio ? truncateBio(profile.bio).text : `${shownName} (@${profile.avatarHandle}) on Lumen.`}
        path={profileHref(profile.avatarHandle)}
        image={profile.avatarImageUrl}
        type="website"
      />
      <header className={header}>
        <Avatar url={profile.avatarImageUrl} size="lg" />
        <div className={text}>
          <h1 className={name}>{shownName}</h1>
          <p className={handleText}>@{profile.avatarHandle}</p>
          {profile.status ? <p className={statusText}>{profile.status}</p> : null}
          <ProfileBio bio={profile.bio} />
          <div className={footer}>
            {/* A block ends the friendship and refuses requests (docs/product.md §17): no friend buttons then. */}
            {blocked ? null : <FriendButtons handle={profile.avatarHandle} status={profile.friendStatus} />}
            {own ? null : <BlockButton handle={profile.avatarHandle} name={shownName} />}
            {reportable ? (
              <button type="button" className={reportLink} onClick={() => setReportOpen(true)}>
                Report
              </button>
            ) : null}
          </div>
          <FriendsActivitySlot subject={{ kind: 'mutual', handle: profile.avatarHandle, name: shownName }} />
        </div>
      </header>
      {!own && canShowReport(viewer) ? (
        <ReportProfileModal
          open={reportOpen}
          onClose={() => setReportOpen(false)}
          avatarId={profile.id}
          name={shownName}
          sent={reportSent}
          onSent={() => setReportSent(true)}
        />
      ) : null}
      <Section fallback={<ItemGridSkeleton count={3} />}>
        <WornShelf handle={profile.avatarHandle} name={shownName} own={own} />
      </Section>
      <Section fallback={<ExperienceGridSkeleton count={3} />}>
        <PersonaExperiences handle={profile.avatarHandle} name={shownName} />
      </Section>
      <Section fallback={<SnapshotGridSkeleton count={3} />}>
        <SnapshotsShelf filter={{ persona: profile.avatarHandle }} name={shownName} />
      </Section>
    </>
  );
}

/** The modal stays mounted after sending (its sent state shows) even though the link is hidden. */
function canShowReport(viewer: ReturnType<typeof useViewer>): boolean {
  return showReportLink(viewer, false);
}

function PersonaExperiences({ handle, name }: { handle: string; name: string }) {
  const utils = trpc.useUtils();
  const { sites } = usePublicConfig();
  const result = useSectionQuery(
    utils.experiences.byCreator.queryOptions({ personaHandle: handle, perPage: PROFILE_EXPERIENCE_COUNT }),
  );
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={`${name}'s experiences are unavailable`}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, total } = result.data;
  return (
    <section aria-labelledby="profile-experiences">
      <div className={sectionHead}>
        <h2 id="profile-experiences" className={sectionTitle}>
          Experiences
        </h2>
        {total > items.length ? (
          <ButtonLink href={siteHref(sites.atlas, creatorExperiencesHref(handle))} variant="secondary" size="sm">
            See all {total}
          </ButtonLink>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className={emptyText}>{name} has not published an experience yet.</p>
      ) : (
        <ExperienceGrid
          layout="collection"
          experiences={items}
          baseUrl={sites.atlas}
          headingLevel={3}
          label={`Experiences by ${name}`}
        />
      )}
    </section>
  );
}
