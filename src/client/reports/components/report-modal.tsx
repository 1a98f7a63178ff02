// The one report modal (docs/product.md §6, §7, §12) for people and listings alike: choose a
// reason from the list the caller offers, describe the issue (required for 'Other'), send through the
// caller's function; the sent state then replaces the form. Errors sit on their field (aria-invalid +
// aria-describedby) with the exact words of docs/product.md §12; a refusal from the server is shown in its words.
import { useId, useState, type FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import { errorInfo } from '../../query/error-info.ts';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';
import { fieldHint, fieldLabel, formAlert, textField } from '../../ui/form-field.ts';
import { LazyImagePicker as ImagePicker } from '../../uploads/lazy-image-picker.tsx';
import { OTHER_REASON, REPORT_DESCRIPTION_MAX_LENGTH, validateReport } from '../../../shared/reports/report-form.ts';

const form = css`
  display: grid;
  gap: 1.25rem;
`;

const fieldset = css`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
`;

const legend = css`
  margin-bottom: 0.5rem;
  padding: 0;
  font-weight: 700;
`;

const option = css`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 36px;
  cursor: pointer;

  & input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--color-primary-strong);
  }
`;

const textarea = css`
  min-height: 7rem;
`;

const fieldError = css`
  margin: 0.375rem 0 0;
  color: #b00024;
  font-size: 0.9375rem;
  font-weight: 500;
`;

export interface ReportSubmission<R extends string> {
  reason: R;
  /** Trimmed; '' when none was given. */
  description: string;
  /** The uploaded picture that shows the problem, when one was added. */
  attachmentId?: string;
}

export interface ReportModalProps<R extends string> {
  open: boolean;
  onClose: () => void;
  /** The modal's title, e.g. 'Report Nova Reyes'. */
  title: string;
  /** The reasons' legend, e.g. 'Why are you reporting this listing?'. */
  question: string;
  /** What the sent state says, e.g. 'Your report about Nova Reyes was sent.'. */
  sentText: string;
  reasons: readonly R[];
  /** Sends the report; a rejection is shown in the form (its words), a resolution calls onSent. */
  submit: (report: ReportSubmission<R>) => Promise<unknown>;
  sent: boolean;
  onSent: () => void;
}

type FieldErrors = Partial<Record<'reason' | 'description', string>>;

export function ReportModal<R extends string>({
  open,
  onClose,
  title,
  question,
  sentText,
  reasons,
  submit,
  sent,
  onSent,
}: ReportModalProps<R>) {
  const formId = useId();
  const reasonErrorId = useId();
  const descriptionId = useId();
  const descriptionErrorId = useId();
  const [reason, setReason] = useState<R | null>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [attachmentId, setAttachmentId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || uploading) return;
    const checked = validateReport({ reason, description }, reasons);
    if (!checked.ok) {
      setErrors({ [checked.field]: checked.message });
      return;
    }
    setErrors({});
    setServerError(null);
    setPending(true);
    submit({
      reason: checked.reason,
      description: checked.description,
      ...(attachmentId ? { attachmentId } : {}),
    }).then(
      () => {
        setPending(false);
        onSent();
      },
      (error: unknown) => {
        setPending(false);
        setServerError(errorInfo(error).message);
      },
    );
  };

  if (sent) {
    return (
      <Modal
        open={open}
        onClose={onClose}
        title="Thanks for letting us know"
        actions={
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        }
      >
        <p>{sentText} Our moderators review every report.</p>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} disabled={pending || uploading}>
            {pending ? 'Sending…' : 'Send report'}
          </Button>
        </>
      }
    >
      <form id={formId} className={form} onSubmit={onSubmit} noValidate>
        <fieldset
          className={fieldset}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? reasonErrorId : undefined}
        >
          <legend className={legend}>{question}</legend>
          {reasons.map((value) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? reasonErrorId : undefined}
                onChange={() => {
                  setReason(value);
                  setErrors((current) => ({ ...current, reason: undefined }));
                }}
              />
              {value}
            </label>
          ))}
          {errors.reason ? (
            <p id={reasonErrorId} className={fieldError}>
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor={descriptionId} className={fieldLabel}>
            Describe the issue{' '}
            <span className={fieldHint}>{reason === OTHER_REASON ? '(required)' : '(optional)'}</span>
          </label>
          <textarea
            id={descriptionId}
            name="description"
            className={cx(textField, textarea)}
            value={description}
            maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? descriptionErrorId : undefined}
            onChange={(event) => {
              setDescription(event.target.value);
              setErrors((current) => ({ ...current, description: undefined }));
            }}
          />
          {errors.description ? (
            <p id={descriptionErrorId} className={fieldError}>
              {errors.description}
            </p>
          ) : null}
        </div>
        <ImagePicker
          purpose="attachment"
          label="Picture that shows the problem (optional)"
          onUploaded={(image) => setAttachmentId(image.imageId)}
          onCleared={() => setAttachmentId(null)}
          onBusyChange={setUploading}
        />
        {serverError ? (
          <p role="alert" className={formAlert}>
            We could not send your report. {serverError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
