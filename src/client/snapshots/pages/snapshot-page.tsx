// /snapshots/:id (docs/product.md §2 snapshot detail): the large picture, whose it is (persona link with the
// profile popup), the world it was taken in, its age; Delete for its owner (confirmed in a modal, then
// back to /snapshots with a notice) and Report for other personas (docs/product.md §6/§7/§8: hidden once sent).
// snapshots.detail decides the status before streaming (prefetch.ts: unknown or malformed id -> 404).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { css } from '@linaria/core';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Image } from '../../ui/image.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';
import { NotFoundView } from '../../shell/not-found-view.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { PersonaLink } from '../../profiles/persona-link.tsx';
import { useViewer } from '../../session/viewer.tsx';
import { ReportSnapshotModal } from '../../reports/report-snapshot-modal.tsx';
import type { RouteParams } from '../../app/routes.tsx';
import { idInput } from '../../app/route-match.ts';
import type { Snapshot } from '../../../shared/snapshots/schema.ts';
import { snapshotHref, snapshotImageUrl, snapshotsHref } from '../../../shared/snapshots/snapshot-rules.ts';
import { experienceHref, siteHref } from '../../../shared/links/site-link.ts';
import { showReportLink } from '../../../shared/reports/report-form.ts';
import { Section } from '../../app/section.tsx';
import { SnapshotAge } from '../components/snapshot-age.tsx';
import { snapshotTitle } from '../components/snapshot-card.tsx';
import { SnapshotGrid, SnapshotGridSkeleton } from '../snapshot-grid.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { around } from '../../i18n/around.ts';
// The route's placeholder (src/client/app/routes.tsx) ships in this page's chunk.
export { SnapshotDetailSkeleton } from '../components/snapshot-detail-skeleton.tsx';

const figure = css`
  overflow: hidden;
  margin: 0 0 1.5rem;
  border-radius: var(--radius-card);
  background: var(--color-skeleton);
  box-shadow: var(--shadow-sm);
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
`;

const info = css`
  display: grid;
  gap: 0.75rem;

  & h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.375rem 1rem;
  margin: 0;
  color: var(--color-text-muted);
`;

const metaLink = css`
  color: var(--color-text);
  font-weight: 500;
`;

const actions = css`
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

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const formError = css`
  margin: 0.75rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: var(--radius-small);
  background: var(--color-error-soft);
  color: var(--color-text);
`;

export function SnapshotPage({ params }: { params: RouteParams }) {
  const t = useT();
  const { productName } = usePublicConfig();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.snapshots.detail.queryOptions(idInput(params)));
  if (result.status === 'error') {
    const info = errorInfo(result.error);
    if (info.appCode === 'NOT_FOUND' || info.appCode === 'BAD_REQUEST') return <NotFoundView what="snapshot" />;
    return (
      <ErrorNotice
        title={t('snapshots.detailFailed')}
        description={info.message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { snapshot, asOf } = result.data;
  const title = snapshotTitle(snapshot, t);
  return (
    <>
      <PageMeta
        title={title}
        description={
          snapshot.experience
            ? t('snapshots.detailDescriptionIn', {
                persona: snapshot.personaName,
                world: snapshot.experience.name,
                productName,
              })
            : t('snapshots.detailDescription', { persona: snapshot.personaName, productName })
        }
        path={snapshotHref(snapshot.id)}
        image={snapshotImageUrl(snapshot.sizes, 'large')}
        type="article"
      />
      <figure className={figure}>
        <Image
          src={snapshotImageUrl(snapshot.sizes, 'large')}
          alt={
            snapshot.caption
              ? t('snapshots.altCaptioned', { caption: snapshot.caption, persona: snapshot.personaName })
              : t('snapshots.titleBy', { persona: snapshot.personaName })
          }
          width={1600}
          height={900}
          loading="eager"
          fetchPriority="high"
          className={picture}
        />
      </figure>
      <div className={info}>
        <h1>{title}</h1>
        <SnapshotFacts snapshot={snapshot} asOf={asOf} />
        <SnapshotActions snapshot={snapshot} />
      </div>
      <Section fallback={<SnapshotGridSkeleton count={3} />}>
        <MoreFromPersona snapshot={snapshot} />
      </Section>
    </>
  );
}

const more = css`
  margin-top: 3rem;

  & h2 {
    margin: 0 0 1rem;
    font-size: 1.375rem;
  }
`;

/** A streamed section: the persona's other recent snapshots (nothing when there are none). */
function MoreFromPersona({ snapshot }: { snapshot: Snapshot }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.snapshots.list.queryOptions({ persona: snapshot.personaHandle, perPage: 4 }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('snapshots.moreFailed', { persona: snapshot.personaName })}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const others = result.data.items.filter((item) => item.id !== snapshot.id).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <section className={more} aria-labelledby="more-snapshots">
      <h2 id="more-snapshots">{t('snapshots.moreFrom', { persona: snapshot.personaName })}</h2>
      <SnapshotGrid
        snapshots={others}
        asOf={result.data.asOf}
        label={t('snapshots.moreLabel', { persona: snapshot.personaName })}
      />
    </section>
  );
}

function SnapshotFacts({ snapshot, asOf }: { snapshot: Snapshot; asOf: string }) {
  const t = useT();
  const { sites } = usePublicConfig();
  const world = snapshot.experience;
  const [byBefore, byAfter] = around(t('snapshots.by', { persona: around.SLOT }));
  const [inBefore, inAfter] = around(t('snapshots.in', { world: around.SLOT }));
  return (
    <p className={meta}>
      <span>
        {byBefore}
        <PersonaLink handle={snapshot.personaHandle} className={metaLink}>
          {snapshot.personaName}
        </PersonaLink>
        {byAfter}
      </span>
      {world ? (
        <span>
          {inBefore}
          <AppLink href={siteHref(sites.atlas, experienceHref(world.personaHandle, world.handle))} className={metaLink}>
            {world.name}
          </AppLink>
          {inAfter}
        </span>
      ) : null}
      <SnapshotAge createdAt={snapshot.createdAt} asOf={asOf} />
    </p>
  );
}

/** Delete for the owner; Report for other personas until sent; nothing for visitors. */
function SnapshotActions({ snapshot }: { snapshot: Snapshot }) {
  const viewer = useViewer();
  const own = (viewer?.personaHandle ?? '').toLowerCase() === snapshot.personaHandle.toLowerCase();
  if (own) return <DeleteSnapshot snapshot={snapshot} />;
  return <ReportSnapshot snapshot={snapshot} />;
}

function DeleteSnapshot({ snapshot }: { snapshot: Snapshot }) {
  const t = useT();
  const { productName } = usePublicConfig();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const remove = trpc.snapshots.delete.useMutation();
  const confirm = () => {
    remove.mutate(
      { id: snapshot.id },
      {
        onSuccess: () => {
          setOpen(false);
          navigate(snapshotsHref({ notice: 'deleted' }));
          // Every list that held it (the grid, a profile's or a world's section) and the snapshot itself
          // are dropped, not just marked stale: a stale copy would show the deleted picture for a moment.
          queryClient.removeQueries({ queryKey: getQueryKey(trpc.snapshots.list) });
          queryClient.removeQueries({ queryKey: getQueryKey(trpc.snapshots.detail, { id: snapshot.id }) });
        },
      },
    );
  };
  return (
    <div className={actions}>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        {t('listings.delete')}
      </Button>
      <Modal
        open={open}
        onClose={() => {
          if (!remove.isPending) setOpen(false);
        }}
        title={t('snapshots.deleteTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('listings.cancel')}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t('listings.deleting') : t('snapshots.deleteConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('snapshots.deleteWarning', { productName })}</p>
        {remove.error ? (
          <p role="alert" className={formError}>
            {t('snapshots.deleteFailed', { reason: errorInfo(remove.error).message })}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}

function ReportSnapshot({ snapshot }: { snapshot: Snapshot }) {
  const t = useT();
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  // The modal stays mounted after sending (its sent state shows) even though the link is hidden.
  if (!showReportLink(viewer, false)) return null;
  return (
    <div className={actions}>
      {showReportLink(viewer, sent) ? (
        <button type="button" className={reportLink} onClick={() => setOpen(true)}>
          {t('listings.report')}
        </button>
      ) : null}
      <ReportSnapshotModal
        open={open}
        onClose={() => setOpen(false)}
        snapshotId={snapshot.id}
        personaName={snapshot.personaName}
        sent={sent}
        onSent={() => setSent(true)}
      />
    </div>
  );
}
