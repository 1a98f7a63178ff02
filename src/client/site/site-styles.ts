// Shared look of the site's own pages (about, legal, help, community, newsletter). Classes only: the CSP
// allows no style attributes.
import { css } from '@linaria/core';
import { media } from '../styles/tokens.ts';

export const page = css`
  display: grid;
  gap: 2.5rem;
  padding-block: 2rem 1rem;
`;

export const narrow = css`
  max-width: 72ch;
`;

export const hero = css`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

export const eyebrow = css`
  color: var(--color-primary-strong);
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const title = css`
  font-size: clamp(1.75rem, 3.5vw, 2.5rem);
  font-weight: 700;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

export const lead = css`
  max-width: 65ch;
  color: var(--color-text-muted);
  font-size: 1.125rem;
  line-height: 1.6;
`;

export const section = css`
  display: grid;
  gap: 0.75rem;
`;

export const sectionTitle = css`
  font-size: 1.25rem;
  font-weight: 700;
`;

/** Running text: paragraphs and lists with comfortable spacing. */
export const prose = css`
  display: grid;
  gap: 0.875rem;
  line-height: 1.65;

  & ul,
  & ol {
    display: grid;
    gap: 0.375rem;
    margin: 0;
    padding-left: 1.25rem;
  }

  & a {
    color: var(--color-primary-strong);
  }
`;

export const muted = css`
  color: var(--color-text-muted);
  font-size: 0.9375rem;
`;

export const cardGrid = css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  @media ${media.mobileUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media ${media.desktopUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const card = css`
  display: grid;
  align-content: start;
  gap: 0.5rem;
  height: 100%;
  padding: 1.25rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
`;

export const cardTitle = css`
  font-size: 1.0625rem;
  font-weight: 700;
`;

/** A card's title link whose hit area covers the card. */
export const cardLink = css`
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    color: var(--color-primary-strong);
    text-decoration: underline;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export const notice = css`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--color-border-strong);
  border-radius: 12px;
  background: var(--color-surface-sunken);
`;
