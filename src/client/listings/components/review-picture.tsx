// A review's picture: the thumbnail under a review that opens the large size in a dialog. Loaded on
// demand (the author's own review, the public list): most reviews have none, and nobody needs the
// dialog until they open one.
import { useState } from 'react';
import { css, cx } from '@linaria/core';
import { Modal } from '../../ui/modal.tsx';
import type { ReviewAttachment } from '../../../shared/reviews/schema.ts';
import { REVIEW_THUMB_PX, reviewThumb } from './review-thumb.ts';
import { useT } from '../../i18n/i18n.tsx';

const largePicture = css`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  object-fit: contain;
`;

export interface ReviewPictureProps {
  attachment: ReviewAttachment;
  /** The words when the reviewer did not describe the picture ('Picture attached to your review'). */
  fallbackAlt: string;
  /** Where it stands (a margin). */
  className?: string | undefined;
}

export function ReviewPicture({ attachment, fallbackAlt, className }: ReviewPictureProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const thumb = attachment.sizes.find((size) => size.name === 'thumb') ?? attachment.sizes[0];
  const large = attachment.sizes.find((size) => size.name === 'large') ?? thumb;
  if (!thumb || !large) return null;
  const alt = attachment.alt ?? fallbackAlt;
  return (
    <>
      <button
        type="button"
        className={cx(reviewThumb, className)}
        onClick={() => setOpen(true)}
        aria-label={t('listings.openLarger', { alt })}
      >
        <img src={thumb.url} alt="" width={REVIEW_THUMB_PX} height={REVIEW_THUMB_PX} loading="lazy" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('listings.pictureDialog')} size="md">
        {open ? (
          <img className={largePicture} src={large.url} alt={alt} width={large.width} height={large.height} />
        ) : null}
      </Modal>
    </>
  );
}
