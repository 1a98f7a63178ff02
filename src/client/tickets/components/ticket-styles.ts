// Styles the event page's tickets section and the My tickets page share, so both lists look alike.
import { css } from '@linaria/core';

export const ticketList = css`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
