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
import { useFormats, useT } from '../../i18n/i18n.tsx';

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
  const t = useT();
  const formats = useFormats();
  const result = useSectionQuery(utils.codex.mine.queryOptions({ page }));
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('items.codexFailed')}
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
        title={t('items.pageEmpty')}
        description={t('items.codexPageEmptyHint')}
        action={<ButtonLink href={CODEX_PATH}>{t('items.backToFirst')}</ButtonLink>}
      />
    ) : (
      <EmptyState
        title={t('items.codexEmpty')}
        description={t('items.codexEmptyHint')}
        action={<ButtonLink href="/experiences">{t('items.findWorld')}</ButtonLink>}
      />
    );
  }
  const label = t('items.codexProgress', { count: total, worlds: formats.number(worlds) });
  return (
    <>
      <p className={lead}>{label}</p>
      <progress className={progress} value={total} max={Math.max(worlds, total, 1)} aria-label={label} />
      <WorldList
        worlds={entries}
        label={t('items.discoveredWorlds')}
        baseUrl={sites.atlas}
        caption={(entry) =>
          t('items.discovered', { date: formats.date(entry.discoveredAt, 'day', zone), count: entry.visits })
        }
      />
      {pageCount > 1 ? (
        <div className={pager}>
          <Paginator
            current={page}
            pageCount={pageCount}
            hrefForPage={(n) => (n === 1 ? CODEX_PATH : `${CODEX_PATH}?page=${n}`)}
            label={t('items.codexPages')}
          />
        </div>
      ) : null}
    </>
  );
}

export function CodexPage() {
  const t = useT();
  const page = inventoryPageFrom(useSearch());
  return (
    <>
      <PageMeta title={t('items.codexTitle')} description={t('items.codexDescription')} path={CODEX_PATH} noindex />
      <h1 className={pageHeading}>{t('items.codexTitle')}</h1>
      <PersonaGate logInTitle={t('items.codexLogIn')} personaDescription={t('items.codexPersonaNeeded')}>
        <Section fallback={<ExperienceGridSkeleton count={6} />}>
          <Codex page={page} />
        </Section>
      </PersonaGate>
    </>
  );
}

// The placeholder while the page's data streams ships in the page's own chunk (routes.tsx).
export { ExperienceGridSkeleton } from '../../experiences/experience-grid-skeleton.tsx';
