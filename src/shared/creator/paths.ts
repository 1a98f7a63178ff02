// Where the creator tools start (the account menu links here).
export const CREATOR_PATH = '/creator';
