// Where a persona's tickets are listed (the account menu links here).
export const TICKETS_PATH = '/tickets';
