// The events domain as other service domains use it (docs/product.md §21): who is going to an event.
export { goingPersonaIds, isGoing } from './going.ts';
