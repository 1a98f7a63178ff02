// Gifting as other domains could use it (docs/product.md §20): giving a listing to a friend in one transaction.
export { giftListing, type GiftRequest, type GiftResult } from './purchase.ts';
