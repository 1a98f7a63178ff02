// The frame of a review's picture thumbnail. Its own module, imported by the list too, so the frame's
// style is in the listing page's stylesheet: the server renders the lazily loaded picture, and it must
// look right before its chunk (and that chunk's CSS) arrives. Where it stands (its margin) is the caller's.
import { css } from '@linaria/core';

export const REVIEW_THUMB_PX = 120;

export const reviewThumb = css`
  display: block;
  box-sizing: content-box;
  width: 120px;
  height: 120px;
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-small);
  background: var(--color-surface-sunken);
  cursor: zoom-in;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: var(--radius-small);
    object-fit: cover;
  }

  &:focus-visible {
    outline: 3px solid var(--color-primary-strong);
    outline-offset: 2px;
  }
`;
