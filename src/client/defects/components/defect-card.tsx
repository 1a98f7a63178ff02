// One defect report as both sides read it (docs/product.md §22): its title, the listing, its status, when it
// was filed and last moved, what is wrong, the seller's note and the buyer's picture. The seller's page adds
// who reported it and the status form (`children`).
import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { AppLink } from '../../router/app-link.tsx';
import { useFormats, useT } from '../../i18n/i18n.tsx';
import { useViewerZone } from '../../events/viewer-zone.tsx';
import type { DefectReport } from '../../../shared/defects/schema.ts';
import { statusWord } from '../defect-words.ts';

export const defectList = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: grid;
  gap: 0.5rem;
  padding: 0.875rem 1rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  min-width: 0;

  & h2 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

const muted = css`
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const body = css`
  white-space: pre-wrap;
`;

const badge = css`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  border: 1px solid var(--color-border-strong);
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

const fixedBadge = css`
  background: var(--color-primary-soft);
`;

const picture = css`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: var(--radius-small);
`;

export function DefectCard({
  report,
  showBuyer,
  children,
}: {
  report: DefectReport;
  showBuyer: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const formats = useFormats();
  const { zone } = useViewerZone();
  const thumb = report.attachment?.sizes.find((size) => size.name === 'thumb') ?? report.attachment?.sizes[0];
  const large = report.attachment?.sizes.find((size) => size.name === 'large') ?? thumb;
  return (
    <li className={card} data-testid="defect-report">
      <div className={head}>
        <h2>{report.title}</h2>
        <span className={cx(badge, report.status === 'fixed' && fixedBadge)} data-testid="defect-status">
          {t('defects.status', { status: statusWord(t, report.status) })}
        </span>
      </div>
      <p className={muted}>
        <AppLink href={report.listing.path}>{report.listing.name}</AppLink>
        {showBuyer ? <> · {t('defects.byBuyer', { name: report.buyer.name || report.buyer.handle })}</> : null}
      </p>
      <p className={muted}>
        <time dateTime={report.createdAt}>
          {t('defects.filedOn', { date: formats.date(report.createdAt, 'day', zone) })}
        </time>
        {report.statusChangedAt !== report.createdAt ? (
          <>
            {' · '}
            <time dateTime={report.statusChangedAt}>
              {t('defects.changedOn', { date: formats.date(report.statusChangedAt, 'day', zone) })}
            </time>
          </>
        ) : null}
      </p>
      <p className={body}>{report.description}</p>
      {report.note ? <p>{t('defects.sellerNote', { note: report.note })}</p> : null}
      {thumb && large ? (
        <a href={large.url}>
          <img
            className={picture}
            src={thumb.url}
            alt={t('defects.attachment')}
            width={thumb.width}
            height={thumb.height}
            loading="lazy"
          />
        </a>
      ) : null}
      {children}
    </li>
  );
}
