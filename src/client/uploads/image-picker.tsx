// Choose a picture, see it at once, and have it uploaded through a signed address while the form is
// still open. The parent gets the image id and sizes when the upload is confirmed (onUploaded) and keeps
// them for its own save. Keyboard: the native file input (visually replaced by a button-like label) is
// focusable and opens the chooser with Enter or Space; Cancel and Remove are buttons. Status changes are
// announced (role=status), errors read as alerts and say what to do.
//
//   <ImagePicker purpose="experience-cover" label="Cover picture" onUploaded={(image) => setCover(image.imageId)} />
import { useEffect, useId, useRef, useState } from 'react';
import { css, cx } from '@linaria/core';
import { buttonClassName } from '../ui/button.tsx';
import { MAX_UPLOAD_BYTES, formatBytes, type UploadPurpose } from '../../shared/uploads/limits.ts';
import type { UploadedImage } from '../../shared/uploads/schema.ts';
import { IMAGE_ACCEPT, UploadError, checkImageFile, useImageUpload } from './upload-image.ts';

const root = css`
  display: grid;
  gap: 0.75rem;
  max-width: 40rem;
`;

const labelText = css`
  font-weight: 500;
`;

const hint = css`
  margin: 0;
  color: var(--color-text-muted);
  font-size: 0.875rem;
`;

const frame = css`
  position: relative;
  overflow: hidden;
  border: 1px dashed var(--color-border-strong);
  border-radius: var(--radius-card);
  background: var(--color-surface-sunken);
  display: grid;
  place-items: center;
  color: var(--color-text-muted);
`;

const ratios: Record<UploadPurpose, string> = {
  'experience-cover': css`
    aspect-ratio: 16 / 9;
  `,
  'experience-gallery': css`
    aspect-ratio: 16 / 9;
  `,
  'product-image': css`
    aspect-ratio: 1 / 1;
    max-width: 24rem;
  `,
  'store-banner': css`
    aspect-ratio: 3 / 1;
  `,
  attachment: css`
    aspect-ratio: 1 / 1;
    max-width: 12rem;
  `,
};

const preview = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

// The real input stays in the page (focusable, labelled) but invisible; its label looks like a button.
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const chooser = css`
  &:focus-within {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const progressBar = css`
  width: min(100%, 16rem);
  height: 0.5rem;
  accent-color: var(--color-primary);
`;

const statusText = css`
  margin: 0;
  font-size: 0.9375rem;
`;

const errorText = css`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--color-error);
  border-radius: var(--radius-small);
  background: var(--color-error-soft);
  color: #8a001b;
`;

type State =
  | { kind: 'empty' }
  | { kind: 'uploading'; progress: number; fileName: string }
  | { kind: 'processing'; fileName: string }
  | { kind: 'done'; image: UploadedImage; fileName: string }
  | { kind: 'failed'; message: string };

export interface ImagePickerProps {
  purpose: UploadPurpose;
  /** The field's visible label, e.g. 'Cover picture'. */
  label: string;
  /** Called once the picture is uploaded and its sizes exist. */
  onUploaded?: ((image: UploadedImage) => void) | undefined;
  /** Called when the person removes the picture. */
  onCleared?: (() => void) | undefined;
  /** Told when an upload starts and ends, so a form can wait for it before saving. */
  onBusyChange?: ((busy: boolean) => void) | undefined;
  /** A picture already saved (its url), shown until another is chosen. */
  currentUrl?: string | null | undefined;
  className?: string | undefined;
}

export function ImagePicker({
  purpose,
  label,
  onUploaded,
  onCleared,
  onBusyChange,
  currentUrl,
  className,
}: ImagePickerProps) {
  const upload = useImageUpload();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(currentUrl ?? null);
  const [state, setState] = useState<State>({ kind: 'empty' });

  // Leaving the page mid-upload cancels it.
  useEffect(() => () => controller.current?.abort(), []);
  // A file chosen before this picker hydrated (the input is in the server's HTML) is not lost: take it now.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) choose(early);
    // Once, on mount: later choices come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function reset() {
    if (input.current) input.current.value = '';
  }

  function choose(file: File | undefined) {
    controller.current?.abort();
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setState({ kind: 'failed', message: problem.message });
      reset();
      return;
    }
    // A data: URL, not blob:, because the page's CSP allows images from 'self' and data: only.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreviewUrl(reader.result);
    };
    reader.readAsDataURL(file);
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'uploading', progress: 0, fileName: file.name });
    upload(file, purpose, {
      signal: current.signal,
      onProgress: (fraction) => {
        if (current.signal.aborted) return;
        setState(
          fraction >= 1
            ? { kind: 'processing', fileName: file.name }
            : { kind: 'uploading', progress: fraction, fileName: file.name },
        );
      },
    }).then(
      (image) => {
        if (current.signal.aborted) return;
        setState({ kind: 'done', image, fileName: file.name });
        setPreviewUrl(image.sizes[1]?.url ?? image.sizes[0]?.url ?? null);
        onUploaded?.(image);
      },
      (error: unknown) => {
        if (controller.current !== current) return;
        setState({
          kind: 'failed',
          message: error instanceof UploadError ? error.message : 'The upload did not go through. Try again.',
        });
        setPreviewUrl(currentUrl ?? null);
        reset();
      },
    );
  }

  function cancel() {
    controller.current?.abort();
  }

  function clear() {
    controller.current?.abort();
    controller.current = null;
    setState({ kind: 'empty' });
    setPreviewUrl(null);
    reset();
    onCleared?.();
  }

  const busy = state.kind === 'uploading' || state.kind === 'processing';
  const onBusyChangeRef = useRef(onBusyChange);
  onBusyChangeRef.current = onBusyChange;
  useEffect(() => onBusyChangeRef.current?.(busy), [busy]);
  return (
    <div className={cx(root, className)}>
      <span className={labelText} id={`${inputId}-label`}>
        {label}
      </span>
      <div className={cx(frame, ratios[purpose])}>
        {previewUrl ? (
          <img className={preview} src={previewUrl} alt={`Preview of the ${label.toLowerCase()}`} />
        ) : (
          <span>No picture chosen</span>
        )}
      </div>
      <p className={hint} id={hintId}>
        PNG, JPEG, WebP or GIF, up to {formatBytes(MAX_UPLOAD_BYTES)}.
      </p>
      <div className={actions}>
        <label className={cx(buttonClassName('secondary', 'sm'), chooser)} htmlFor={inputId}>
          {previewUrl ? 'Choose another picture' : 'Choose a picture'}
          <input
            ref={input}
            id={inputId}
            className={visuallyHidden}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-labelledby={`${inputId}-label`}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
        </label>
        {busy ? (
          <button type="button" className={buttonClassName('ghost', 'sm')} onClick={cancel}>
            Cancel upload
          </button>
        ) : null}
        {state.kind === 'done' ? (
          <button type="button" className={buttonClassName('ghost', 'sm')} onClick={clear}>
            Remove picture
          </button>
        ) : null}
      </div>
      {state.kind === 'uploading' ? (
        <progress className={progressBar} max={1} value={state.progress} aria-label={`Uploading ${state.fileName}`} />
      ) : null}
      <p className={statusText} role="status">
        {state.kind === 'uploading' ? `Uploading ${state.fileName}… ${Math.round(state.progress * 100)}%` : null}
        {state.kind === 'processing' ? `Making the sizes of ${state.fileName}…` : null}
        {state.kind === 'done' ? `${state.fileName} is uploaded.` : null}
      </p>
      {state.kind === 'failed' ? (
        <p className={errorText} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
