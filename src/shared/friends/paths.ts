// Where a persona's friends are listed (the top bar links here; browser and server import this module).
/** Path of friends management, relative to the profiles site (docs/product.md §3 `{profilesUrl}/friends`). */
export const FRIENDS_PATH = '/friends';
