// /creator/defects (docs/product.md §22): the defect reports about the viewer's listings, newest first, paged;
// `?listing={id}` narrows them to one listing. Each report has the status form: the statuses it may move to
// (src/shared/defects/status.ts) and an optional note to the buyer, who is told of each change.
import { useId, useState, type FormEvent } from 'react';
import { css } from '@linaria/core';
import { useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSectionQuery } from '../../query/section-query.ts';
import { errorInfo } from '../../query/error-info.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { Section } from '../../app/section.tsx';
import { PersonaGate } from '../../session/persona-gate.tsx';
import { AppLink } from '../../router/app-link.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { Paginator } from '../../ui/paginator.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { fieldHint, fieldLabel, formAlert, textField } from '../../ui/form-field.ts';
import { LoadingDetail, pageTitle } from '../../ui/page-parts.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { CREATOR_DEFECTS_PATH, DEFECT_NOTE_MAX_LENGTH } from '../../../shared/defects/limits.ts';
import { nextDefectStatuses, type DefectStatus } from '../../../shared/defects/status.ts';
import type { DefectReport } from '../../../shared/defects/schema.ts';
import { pageFromSearch } from '../../../shared/orders/rules.ts';
import { DefectCard, defectList } from '../components/defect-card.tsx';
import { statusRefusal, statusWord } from '../defect-words.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const heading = css`
  margin-top: 1.5rem;
`;

const lead = css`
  margin: 0 0 1rem;
  color: var(--color-text-muted);
`;

const scope = css`
  margin: 0 0 1.5rem;
`;

const pager = css`
  margin-top: 2rem;
`;

const statusForm = css`
  display: grid;
  gap: 0.625rem;
  margin: 0.25rem 0 0;
  padding: 0.75rem 0 0;
  border: 0;
  border-top: 1px solid var(--color-border);
  min-width: 0;

  & legend {
    padding: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  @media (min-width: 640px) {
    grid-template-columns: minmax(10rem, auto) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const saved = css`
  margin: 0;
`;

export function CreatorDefectsSkeleton() {
  const t = useT();
  return <LoadingDetail label={t('defects.listLabel')} />;
}

function StatusForm({ report }: { report: DefectReport }) {
  const t = useT();
  const id = useId();
  const utils = trpc.useUtils();
  const choices = nextDefectStatuses(report.status);
  const [status, setStatus] = useState<DefectStatus | ''>('');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen: DefectStatus = status !== '' && choices.includes(status) ? status : (choices[0] ?? 'open');
  const move = trpc.defects.setStatus.useMutation({
    onSuccess: () => {
      setNote('');
      setStatus('');
      setMessage({ ok: true, text: t('defects.statusSaved') });
      void utils.defects.incoming.invalidate();
    },
    onError: (error) => setMessage({ ok: false, text: statusRefusal(t, error) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    move.mutate({ id: report.id, status: chosen, note: note.trim() === '' ? null : note.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={statusForm}>
        <legend>{t('defects.setStatusOf', { title: report.title })}</legend>
        <div>
          <label className={fieldLabel} htmlFor={`${id}-status`}>
            {t('defects.newStatus')}
          </label>
          <select
            id={`${id}-status`}
            className={textField}
            value={chosen}
            onChange={(event) => setStatus(event.target.value as DefectStatus)}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {statusWord(t, choice)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className={fieldLabel} htmlFor={`${id}-note`}>
            {t('defects.noteLabel')} <span className={fieldHint}>{t('defects.optional')}</span>
          </label>
          <input
            id={`${id}-note`}
            className={textField}
            value={note}
            maxLength={DEFECT_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className={buttonClassName('primary', 'sm')}
          disabled={move.isPending}
          aria-busy={move.isPending ? true : undefined}
        >
          {t('defects.setStatus')}
        </button>
      </fieldset>
      {message?.ok ? (
        <p className={saved} role="status">
          {message.text}
        </p>
      ) : null}
      {message && !message.ok ? (
        <p className={formAlert} role="alert">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

function pathFor(listing: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (listing !== undefined) params.set('listing', listing);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query === '' ? CREATOR_DEFECTS_PATH : `${CREATOR_DEFECTS_PATH}?${query}`;
}

function Received({ page, listing }: { page: number; listing: string | undefined }) {
  const t = useT();
  const utils = trpc.useUtils();
  const result = useSectionQuery(
    utils.defects.incoming.queryOptions(listing === undefined ? { page } : { page, productId: listing }),
  );
  if (result.status === 'error') {
    return (
      <ErrorNotice
        title={t('defects.loadFailed')}
        description={errorInfo(result.error).message}
        onRetry={() => void result.refetch()}
      />
    );
  }
  if (result.status !== 'success') return null;
  const { items, pageCount } = result.data;
  if (items.length === 0) {
    return <EmptyState title={listing === undefined ? t('defects.creatorEmpty') : t('defects.creatorEmptyListing')} />;
  }
  return (
    <>
      <ul className={defectList} aria-label={t('defects.listLabel')}>
        {items.map((report) => (
          <DefectCard key={report.id} report={report} showBuyer>
            <StatusForm report={report} />
          </DefectCard>
        ))}
      </ul>
      <div className={pager}>
        <Paginator
          current={page}
          pageCount={pageCount}
          hrefForPage={(n) => pathFor(listing, n)}
          label={t('defects.listLabel')}
        />
      </div>
    </>
  );
}

export function CreatorDefectsPage() {
  const t = useT();
  const search = useSearch();
  const page = pageFromSearch(search);
  const raw = new URLSearchParams(search).get('listing');
  const listing = raw !== null && UUID.test(raw) ? raw.toLowerCase() : undefined;
  return (
    <>
      <PageMeta
        title={t('defects.creatorTitle')}
        description={t('defects.creatorLead')}
        path={CREATOR_DEFECTS_PATH}
        noindex
      />
      <h1 className={`${pageTitle} ${heading}`}>{t('defects.creatorTitle')}</h1>
      <p className={lead}>{t('defects.creatorLead')}</p>
      {listing !== undefined ? (
        <p className={scope}>
          {t('defects.oneListing')} <AppLink href={CREATOR_DEFECTS_PATH}>{t('defects.allListings')}</AppLink>
        </p>
      ) : null}
      <PersonaGate logInTitle={t('defects.creatorLogIn')} personaDescription={t('defects.creatorLead')}>
        <Section fallback={<CreatorDefectsSkeleton />}>
          <Received page={page} listing={listing} />
        </Section>
      </PersonaGate>
    </>
  );
}
