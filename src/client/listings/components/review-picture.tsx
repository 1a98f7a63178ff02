// A review's picture: the thumbnail under a review that opens the large size, and the form's fields to add,
// replace, remove and describe it (the picker uploads it through the uploads service). Loaded on demand.
import { useId, useState } from 'react';
import { css } from '@linaria/core';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ImagePicker } from '../../uploads/components/image-picker.tsx';
import { attachmentAltText } from '../../../shared/reviews/rating.ts';
import type { ReviewAttachment } from '../../../shared/reviews/schema.ts';
import { ATTACHMENT_ALT_MAX_LENGTH } from '../../../shared/uploads/limits.ts';

const label = css`
  display: block;
  margin-bottom: 0.375rem;
  font-weight: 700;
`;

const hint = css`
  color: var(--color-text-muted);
  font-weight: 400;
`;

const input = css`
  display: block;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-small);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
`;

const thumbButton = css`
  display: block;
  margin: 0 0 0.75rem;
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-small);
  background: none;
  cursor: zoom-in;

  & img {
    display: block;
    width: 120px;
    height: 120px;
    border-radius: var(--radius-small);
    object-fit: cover;
  }

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;

const largePicture = css`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  object-fit: contain;
`;

/** The review's picture: a thumbnail under the text that opens the large size in a dialog. */
export function ReviewPicture({ attachment, whose }: { attachment: ReviewAttachment; whose: string }) {
  const [open, setOpen] = useState(false);
  const thumb = attachment.sizes.find((size) => size.name === 'thumb') ?? attachment.sizes[0];
  const large = attachment.sizes.find((size) => size.name === 'large') ?? thumb;
  if (!thumb || !large) return null;
  const alt = attachmentAltText(attachment.alt, whose);
  return (
    <>
      <button type="button" className={thumbButton} onClick={() => setOpen(true)} aria-label={`Open larger: ${alt}`}>
        <img src={thumb.url} alt="" width={120} height={120} loading="lazy" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Picture in the review" size="md">
        {open ? <img className={largePicture} src={large.url} alt={alt} width={large.width} height={large.height} /> : null}
      </Modal>
    </>
  );
}

export interface ReviewAttachmentFieldsProps {
  /** The saved picture's thumbnail, or null. */
  savedThumb: string | null;
  /** undefined: the saved picture stays; null: removed; an id: the newly uploaded one. */
  attachmentId: string | null | undefined;
  onAttachmentId: (id: string | null) => void;
  alt: string;
  onAlt: (alt: string) => void;
  onBusyChange: (busy: boolean) => void;
}

export function ReviewAttachmentFields({ savedThumb, attachmentId, onAttachmentId, alt, onAlt, onBusyChange }: ReviewAttachmentFieldsProps) {
  const altId = useId();
  const [pickerKey, setPickerKey] = useState(0);
  const hasPicture = attachmentId === undefined ? savedThumb !== null : attachmentId !== null;
  return (
    <>
    <div>
      <ImagePicker
        key={pickerKey}
        purpose="attachment"
        label="Picture (optional)"
        currentUrl={attachmentId === null ? null : savedThumb}
        onUploaded={(image) => onAttachmentId(image.imageId)}
        onCleared={() => onAttachmentId(null)}
        onBusyChange={onBusyChange}
      />
      {attachmentId === undefined && savedThumb !== null ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            onAttachmentId(null);
            setPickerKey((key) => key + 1);
          }}
        >
          Remove the picture
        </Button>
      ) : null}
    </div>
    {hasPicture ? (
      <div>
        <label htmlFor={altId} className={label}>
          Describe the picture <span className={hint}>(for people who cannot see it)</span>
        </label>
        <input
          id={altId}
          className={input}
          type="text"
          value={alt}
          maxLength={ATTACHMENT_ALT_MAX_LENGTH}
          onChange={(event) => onAlt(event.target.value)}
        />
      </div>
    ) : null}
    </>
  );
}
