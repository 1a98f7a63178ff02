// /codex: the signed-in persona's codex, the worlds they have discovered, newest discovery first, with
// how far along they are ("12 of 64 worlds") and when they found each one (in the viewer's zone, the
// same text on the server and in the browser). Visitors are asked to log in and come back.
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { usePublicConfig } from '../../app/public-config.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { ExperienceGridSkeleton } from '../../experiences/experience-grid-skeleton.tsx';
import { WorldList } from '../components/world-list.tsx';
import { CODEX_PATH } from '../../../shared/items/limits.ts';
import { inventoryPageFrom } from './inventory-page.tsx';
import { pageHeading } from '../../ui/page-parts.tsx';

const lead = css`
  margin: 0 0 0.5rem;
  color: var(--color-text-muted);
`;

const progress = css`
  display: block;
  width: 100%;
  max-width: 28rem;
  height: 0.625rem;
  margin-bottom: 2rem;
  accent-color: var(--color-primary-strong);
`;

const pager = css`
  margin-top: 2rem;
`;

function Codex({ page }: { page: number }) {
  const utils = trpc.useUtils();
  const { sites } = usePublicConfig();
  const { zone } = useViewerZone();
  const result = useSectionQuery(utils.codex.mine.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title="We could not load your codex"
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { entries, total, worlds, pageCount } = result.data;
  if (entries.length === 0) {
    return page > 1 ? (
      <EmptyState
        title="This page is empty"
        description="You have discovered fewer worlds than that."
        action={<ButtonLink href={CODEX_PATH}>Back to page 1</ButtonLink>}
      />
    ) : (
      <EmptyState
        title="Your codex is empty"
        description="Every world you visit is written here the first time you enter it."
        action={<ButtonLink href="/experiences">Find a world to visit</ButtonLink>}
      />
    );
  }
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone });
  const label = `${total} of ${worlds} worlds discovered`;
  return (
    <>
      <p className={lead}>{label}</p>
      <progress className={progress} value={total} max={Math.max(worlds, total, 1)} aria-label={label} />
      <WorldList
        worlds={entries}
        label="Discovered worlds"
        baseUrl={sites.atlas}
        caption={(entry) =>
          `Discovered ${day.format(new Date(entry.discoveredAt))} · ${entry.visits === 1 ? '1 visit' : `${entry.visits} visits`}`
        }
      />
      {pageCount > 1 ? (
        <div className={pager}>
          <Paginator
            current={page}
            pageCount={pageCount}
            hrefForPage={(n) => (n === 1 ? CODEX_PATH : `${CODEX_PATH}?page=${n}`)}
            label="Codex pages"
          />
        </div>
      ) : null}
    </>
  );
}

export function CodexPage() {
  const page = inventoryPageFrom(useSearch());
  return (
    <>
      <PageMeta title="Your codex" description="The worlds you have discovered." path={CODEX_PATH} noindex />
      <h1 className={pageHeading}>Your codex</h1>
      <PersonaGate logInTitle="Log in to see your codex" personaDescription="A codex belongs to your persona.">
        <Section fallback={<ExperienceGridSkeleton count={6} />}>
          <Codex page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}

// The placeholder while the page's data streams ships in the page's own chunk (routes.tsx).
export { ExperienceGridSkeleton } from '../../experiences/experience-grid-skeleton.tsx';
