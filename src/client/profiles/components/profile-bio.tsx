// A bio cut at 145 characters with a 'more' button that reveals the rest (docs/product.md §5, §11).
import { useId, useState } from 'react';
import { css } from '@linaria/core';
import { truncateBio } from '../../../shared/profiles/bio.ts';

const text = css`
  margin: 0;
  max-width: 70ch;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const more = css`
  margin-left: 0.25rem;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-primary-strong);
  font: inherit;
  font-weight: 500;
  text-decoration: underline;
  cursor: pointer;
`;

export function ProfileBio({ bio, className }: { bio: string; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (bio.trim() === '') return null;
  const cut = truncateBio(bio);
  return (
    <p id={id} className={className ? `${text} ${className}` : text}>
      {expanded || !cut.truncated ? bio : cut.text}
      {cut.truncated && !expanded ? (
        <button
          type="button"
          className={more}
          aria-expanded={false}
          aria-controls={id}
          onClick={() => setExpanded(true)}
        >
          more
        </button>
      ) : null}
    </p>
  );
}
