// The wishlist as other domains use it: the catalogue tells a listing's wishers of a promotion or a return
// to the store, in the same transaction as the change (docs/upstream-api-wishlist.md "Notifications").
export { noticeWishersOfPromotion, noticeWishersOfReturn } from './notices.ts';
