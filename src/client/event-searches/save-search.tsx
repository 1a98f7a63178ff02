// "Save this search" on /events (docs/product.md §23), shown to a persona while a search or filter is active.
// The button opens a form in place with the search's name, offered as a readable summary of its filters; saving
// keeps the filters with the viewer's zone and says where the saved searches are. Escape or Cancel closes it
// and the focus goes back.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { trpc } from '../trpc.ts';
import { useT } from '../i18n/i18n.tsx';
import { AppLink } from '../router/app-link.tsx';
import { buttonClassName } from '../ui/button.tsx';
import { fieldHint, fieldLabel, formActions, formAlert, formPanel, textField } from '../ui/form-field.ts';
import { InPlaceForm } from '../ui/in-place-form.tsx';
import { useViewer } from '../session/viewer.tsx';
import { useViewerZone } from '../events/viewer-zone.tsx';
import { hasPersona } from '../../shared/session/viewer.ts';
import { EVENT_SEARCHES_PATH, SAVED_SEARCH_NAME_MAX_LENGTH } from '../../shared/event-searches/limits.ts';
import { defaultName, saveRefusal, type SearchFilterWords } from './search-words.ts';

const wrap = css`
  margin: 0;
`;

const form = css`
  max-width: 36rem;
`;

export function SaveSearch({ filters }: { filters: SearchFilterWords }) {
  const t = useT();
  const viewer = useViewer();
  if (!hasPersona(viewer)) return null;
  if (!(filters.q || filters.category || filters.day || (filters.from && filters.to))) return null;
  return (
    <InPlaceForm
      className={wrap}
      testId="save-search"
      label={t('eventSearches.save')}
      doneNote={
        <>
          {t('eventSearches.saved')} <AppLink href={EVENT_SEARCHES_PATH}>{t('eventSearches.seeAll')}</AppLink>
        </>
      }
    >
      {({ cancel, done }) => <SaveSearchForm filters={filters} onCancel={cancel} onSaved={done} />}
    </InPlaceForm>
  );
}

function SaveSearchForm({
  filters,
  onCancel,
  onSaved,
}: {
  filters: SearchFilterWords;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const id = useId();
  const utils = trpc.useUtils();
  const { zone } = useViewerZone();
  const [name, setName] = useState(() => defaultName(t, filters));
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const save = trpc.eventSearches.save.useMutation({
    onSuccess: () => {
      void utils.eventSearches.list.invalidate();
      onSaved();
    },
    onError: (failure) => setRefusal(saveRefusal(t, failure)),
  });
  useEffect(() => nameRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t('eventSearches.nameRequired'));
      return nameRef.current?.focus();
    }
    setError(null);
    save.mutate({
      name: trimmed,
      filters: {
        q: filters.q ?? null,
        category: filters.category ?? null,
        day: filters.day ?? null,
        from: filters.day ? null : (filters.from ?? null),
        to: filters.day ? null : (filters.to ?? null),
        timeZone: zone,
      },
    });
  };

  return (
    <form
      className={cx(formPanel, form)}
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id={`${id}-heading`}>{t('eventSearches.formTitle')}</h2>
      <p>{t('eventSearches.formLead')}</p>
      <div>
        <label className={fieldLabel} htmlFor={`${id}-name`}>
          {t('eventSearches.nameLabel')}{' '}
          <span className={fieldHint}>{t('eventSearches.maxChars', { max: SAVED_SEARCH_NAME_MAX_LENGTH })}</span>
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          className={textField}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? (
          <p id={`${id}-name-error`} className={fieldHint}>
            {error}
          </p>
        ) : null}
      </div>
      {refusal ? (
        <p className={formAlert} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={formActions}>
        <button
          type="submit"
          className={buttonClassName('primary', 'sm')}
          disabled={save.isPending}
          aria-busy={save.isPending ? true : undefined}
        >
          {t('eventSearches.submit')}
        </button>
        <button type="button" className={buttonClassName('ghost', 'sm')} onClick={onCancel}>
          {t('eventSearches.cancel')}
        </button>
      </div>
    </form>
  );
}
