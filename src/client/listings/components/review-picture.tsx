// A review's picture: the thumbnail under a review that opens the large size in a dialog. Loaded on
// demand (the author's own review, the public list): most reviews have none, and nobody needs the
// dialog until they open one.
import { useState } from 'react';
import { css, cx } from '@linaria/core';
import { Modal } from '../../ui/modal.tsx';
import { attachmentAltText } from '../../../shared/reviews/rating.ts';
import type { ReviewAttachment } from '../../../shared/reviews/schema.ts';
import { REVIEW_THUMB_PX, reviewThumb } from './review-thumb.ts';

const largePicture = css`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  object-fit: contain;
`;

export interface ReviewPictureProps {
  attachment: ReviewAttachment;
  /** Whose review, for the words when the reviewer did not describe the picture ('your', "Kai's"). */
  whose: string;
  /** Where it stands (a margin). */
  className?: string | undefined;
}

export function ReviewPicture({ attachment, whose, className }: ReviewPictureProps) {
  const [open, setOpen] = useState(false);
  const thumb = attachment.sizes.find((size) => size.name === 'thumb') ?? attachment.sizes[0];
  const large = attachment.sizes.find((size) => size.name === 'large') ?? thumb;
  if (!thumb || !large) return null;
  const alt = attachmentAltText(attachment.alt, whose);
  return (
    <>
      <button
        type="button"
        className={cx(reviewThumb, className)}
        onClick={() => setOpen(true)}
        aria-label={`Open larger: ${alt}`}
      >
        <img src={thumb.url} alt="" width={REVIEW_THUMB_PX} height={REVIEW_THUMB_PX} loading="lazy" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Picture in the review" size="md">
        {open ? (
          <img className={largePicture} src={large.url} alt={alt} width={large.width} height={large.height} />
        ) : null}
      </Modal>
    </>
  );
}
