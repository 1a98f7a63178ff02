// Where a persona's favourites are listed (the account menu links here).
export const FAVOURITES_PATH = '/favourites';
