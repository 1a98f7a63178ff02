// The services read "now" only through an injected clock, so tests and the demo data can fix it.
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
