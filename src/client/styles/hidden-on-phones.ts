import { css } from '@linaria/core';

/** Visually hides text below the mobile breakpoint (40em) while screen readers still read it. */
export const hiddenOnPhones = css`
  @media (max-width: 39.99em) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
