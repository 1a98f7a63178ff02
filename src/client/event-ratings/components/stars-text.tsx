// Stars as people see them and as screen readers say them (docs/product.md §24): the glyphs are hidden from
// assistive technology, which reads the words instead ('4 out of 5 stars').
import { css } from '@linaria/core';
import { MAX_STARS } from '../../../shared/event-ratings/limits.ts';

const glyphs = css`
  color: var(--color-primary-strong);
  letter-spacing: 0.05em;
  white-space: nowrap;
`;

/** `words` are what a screen reader says; left out when the text beside the stars says it already. */
export function StarsText({ stars, words }: { stars: number; words?: string }) {
  const whole = Math.max(0, Math.min(MAX_STARS, Math.round(stars)));
  return (
    <span>
      <span className={glyphs} aria-hidden="true">
        {'★'.repeat(whole)}
        {'☆'.repeat(MAX_STARS - whole)}
      </span>
      {words ? <span className="visually-hidden">{words}</span> : null}
    </span>
  );
}
