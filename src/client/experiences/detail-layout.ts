// The experience page's grid, shared by the view and its skeleton so loading never shifts the layout.
// Below 1024px one column in reading order: cover, summary, actions, description, specification.
// From 1024px: cover and description on the left, summary, actions and specification on the right.
import { css } from '@linaria/core';
import { media } from '../styles/tokens.ts';

export const detailGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas:
    'cover'
    'summary'
    'actions'
    'description'
    'spec';
  gap: 1.5rem;

  @media ${media.mobileNavUp} {
    grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
    grid-template-rows: auto 1fr auto;
    grid-template-areas:
      'cover summary'
      'cover actions'
      'description spec';
    column-gap: 2.5rem;
    row-gap: 1.5rem;
    align-items: start;
  }
`;

export const areaCover = css`
  grid-area: cover;
`;
export const areaSummary = css`
  grid-area: summary;
`;
export const areaActions = css`
  grid-area: actions;
`;
export const areaDescription = css`
  grid-area: description;
`;
export const areaSpec = css`
  grid-area: spec;
`;

export const coverFrame = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: 16 / 9;
  border-radius: calc(var(--radius-card) + 4px);
  background: var(--color-skeleton);
  box-shadow: var(--shadow-md);
`;
