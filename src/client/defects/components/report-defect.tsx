// "Report a defect" on a listing (docs/product.md §22), shown only to a persona who owns it (items.owned, read
// after hydration). The button opens a form in place: a title and what is wrong, each with its limit, and an
// optional picture (the attachment upload reviews and reports use); sending tells the seller and leads to the
// buyer's reports. Escape or Cancel closes it and the focus goes back.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { trpc } from '../../trpc.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useOwnedListings } from '../../items/use-owned.ts';
import { AppLink } from '../../router/app-link.tsx';
import { buttonClassName } from '../../ui/button.tsx';
import { fieldHint, fieldLabel, formActions, formAlert, formPanel, textField } from '../../ui/form-field.ts';
import { InPlaceForm } from '../../ui/in-place-form.tsx';
import { LazyImagePicker } from '../../uploads/lazy-image-picker.tsx';
import {
  DEFECT_DESCRIPTION_MAX_LENGTH,
  DEFECT_TITLE_MAX_LENGTH,
  MY_DEFECTS_PATH,
} from '../../../shared/defects/limits.ts';
import { fileRefusal } from '../defect-words.ts';

const wrap = css`
  margin: 0.75rem 0;
`;

const form = css`
  margin-top: 0.75rem;
`;

const description = css`
  min-height: 7rem;
`;

interface Errors {
  title?: string;
  description?: string;
}

export function ReportDefect({ listing }: { listing: { id: string; name: string } }) {
  const t = useT();
  const owned = useOwnedListings([listing.id]);
  if (!owned.byId.has(listing.id.toLowerCase())) return null;
  return (
    <InPlaceForm
      className={wrap}
      testId="report-defect"
      label={t('defects.report')}
      doneNote={
        <>
          {t('defects.sent')} <AppLink href={MY_DEFECTS_PATH}>{t('defects.seeMine')}</AppLink>
        </>
      }
    >
      {({ cancel, done }) => <DefectForm listing={listing} onCancel={cancel} onSent={done} />}
    </InPlaceForm>
  );
}

function DefectForm({
  listing,
  onCancel,
  onSent,
}: {
  listing: { id: string; name: string };
  onCancel: () => void;
  onSent: () => void;
}) {
  const t = useT();
  const id = useId();
  const utils = trpc.useUtils();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [attachmentId, setAttachmentId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const file = trpc.defects.file.useMutation({
    onSuccess: () => {
      void utils.defects.mine.invalidate();
      onSent();
    },
    onError: (error) => setRefusal(fileRefusal(t, error)),
  });
  useEffect(() => titleRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (title.trim() === '') found.title = t('defects.titleRequired');
    if (text.trim() === '') found.description = t('defects.descriptionRequired');
    setErrors(found);
    setRefusal(null);
    if (found.title) return titleRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
    file.mutate({
      productId: listing.id,
      title: title.trim(),
      description: text.trim(),
      ...(attachmentId ? { attachmentId } : {}),
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
      <h2 id={`${id}-heading`}>{t('defects.formTitle', { listing: listing.name })}</h2>
      <p>{t('defects.formLead')}</p>
      <div>
        <label className={fieldLabel} htmlFor={`${id}-title`}>
          {t('defects.titleLabel')}{' '}
          <span className={fieldHint}>{t('defects.maxChars', { max: DEFECT_TITLE_MAX_LENGTH })}</span>
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          className={textField}
          value={title}
          maxLength={DEFECT_TITLE_MAX_LENGTH}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errors.title ? (
          <p id={`${id}-title-error`} className={fieldHint}>
            {errors.title}
          </p>
        ) : null}
      </div>
      <div>
        <label className={fieldLabel} htmlFor={`${id}-description`}>
          {t('defects.descriptionLabel')}{' '}
          <span className={fieldHint}>{t('defects.maxChars', { max: DEFECT_DESCRIPTION_MAX_LENGTH })}</span>
        </label>
        <textarea
          ref={descriptionRef}
          id={`${id}-description`}
          className={`${textField} ${description}`}
          value={text}
          maxLength={DEFECT_DESCRIPTION_MAX_LENGTH}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className={fieldHint}>
            {errors.description}
          </p>
        ) : null}
      </div>
      <LazyImagePicker
        purpose="attachment"
        label={t('defects.pictureLabel')}
        onUploaded={(image) => setAttachmentId(image.imageId)}
        onCleared={() => setAttachmentId(null)}
        onBusyChange={setUploading}
      />
      {refusal ? (
        <p className={formAlert} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={formActions}>
        <button
          type="submit"
          className={buttonClassName('primary', 'sm')}
          disabled={file.isPending || uploading}
          aria-busy={file.isPending ? true : undefined}
        >
          {t('defects.submit')}
        </button>
        <button type="button" className={buttonClassName('ghost', 'sm')} onClick={onCancel}>
          {t('defects.cancel')}
        </button>
      </div>
    </form>
  );
}
