// The snapshots section of a profile page (a persona's snapshots) and of an experience page (snapshots
// taken there): the newest few, a link to all of a persona's, and an empty state. Streams in its own
// <Section> on the page that shows it.
import { css } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useSectionQuery } from '../query/section-query.ts';
import { errorInfo } from '../query/error-info.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { SNAPSHOTS_SECTION_SIZE } from '../../shared/snapshots/limits.ts';
import { snapshotsHref } from '../../shared/snapshots/snapshot-rules.ts';
import { SnapshotGrid } from './snapshot-grid.tsx';
import { useFormats, useT } from '../i18n/i18n.tsx';

const section = css`
  margin-top: 2.5rem;
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;

  & h2 {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 700;
  }
`;

const emptyText = css`
  margin: 0;
  color: var(--color-text-muted);
`;

export interface SnapshotsShelfProps {
  /** Whose snapshots (a profile) or where they were taken (an experience), never both. */
  filter: { persona: string } | { experience: string };
  /** Whose or where, in words: 'Nova Reyes', 'Neon Drift'. */
  name: string;
}

export function SnapshotsShelf({ filter, name }: SnapshotsShelfProps) {
  const t = useT();
  const formats = useFormats();
  const utils = trpc.useUtils();
  const result = useSectionQuery(utils.snapshots.list.queryOptions({ ...filter, perPage: SNAPSHOTS_SECTION_SIZE }));
  const byPersona = 'persona' in filter;
  const headingId = byPersona ? 'profile-snapshots' : 'experience-snapshots';
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('snapshots.shelfFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, total, asOf } = result.data;
  return (
    <section className={section} aria-labelledby={headingId}>
      <div className={head}>
        <h2 id={headingId}>{t('nav.snapshots')}</h2>
        {byPersona && total > items.length ? (
          <ButtonLink href={snapshotsHref({ persona: filter.persona })} variant="secondary" size="sm">
            {t('snapshots.seeAll', { count: formats.number(total) })}
          </ButtonLink>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className={emptyText}>{byPersona ? t('snapshots.noneByName', { name }) : t('snapshots.noneOf', { name })}</p>
      ) : (
        <SnapshotGrid
          snapshots={items}
          asOf={asOf}
          label={byPersona ? t('snapshots.listBy', { name }) : t('snapshots.listIn', { name })}
        />
      )}
    </section>
  );
}
