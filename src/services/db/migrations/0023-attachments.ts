// One picture a review or a report may carry (docs/upstream-api.md "Attachments"): a reference to an
// uploaded image of the same persona, nullable. Deleting the image leaves the review or report without
// its picture rather than deleting it.
export const id = '0023-attachments';

export const sql = /* sql */ `
alter table upload_signatures drop constraint upload_signatures_purpose;
alter table upload_signatures add constraint upload_signatures_purpose
  check (purpose in ('experience-cover', 'experience-gallery', 'product-image', 'store-banner', 'attachment'));

alter table reviews
  add column attachment_image_id uuid references uploaded_images (id) on delete set null,
  add column attachment_alt text,
  add constraint reviews_attachment_alt_length check (attachment_alt is null or char_length(attachment_alt) between 1 and 200);

alter table product_reports add column attachment_image_id uuid references uploaded_images (id) on delete set null;
alter table profile_reports add column attachment_image_id uuid references uploaded_images (id) on delete set null;
alter table snapshot_reports add column attachment_image_id uuid references uploaded_images (id) on delete set null;
`;
