// Defect reports (docs/product.md §22, docs/upstream-api-defects.md, docs/decisions/0054-defect-reports-owned-by-purchase.md).
//
// - defect_reports: one row per report a buyer files about a listing they own. The seller is not stored: it
//   is whoever owns the listing's store when a status is set, so a store that changes hands passes its
//   reports on. The status's moves are checked by the service (src/shared/defects/status.ts); the column
//   only holds the three values. Deleting the listing or the buyer deletes the reports.
// - Indexes: the buyer's list (newest first), and the listing's reports (the seller's inbox joins the
//   seller's listings to it; the buyer's unfixed count per listing is its prefix).
// - Two notification kinds with their on/off settings: the seller's "a report arrived" and the buyer's
//   "its status changed".
export const id = '0033-defect-reports';

export const sql = /* sql */ `
create table defect_reports (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references products (id) on delete cascade,
  buyer_persona_id uuid not null references personas (id) on delete cascade,
  title text not null,
  description text not null,
  attachment_image_id uuid references uploaded_images (id) on delete set null,
  status text not null default 'open',
  note text,
  created_at timestamptz not null,
  status_changed_at timestamptz not null,
  constraint defect_reports_status check (status in ('open', 'acknowledged', 'fixed')),
  constraint defect_reports_title_length check (char_length(title) between 1 and 120),
  constraint defect_reports_description_length check (char_length(description) between 1 and 2000),
  constraint defect_reports_note_length check (note is null or char_length(note) between 1 and 500),
  constraint defect_reports_changed_after_created check (status_changed_at >= created_at)
);
create index defect_reports_buyer on defect_reports (buyer_persona_id, created_at desc, id);
create index defect_reports_product on defect_reports (product_id, buyer_persona_id, status);
create index defect_reports_product_newest on defect_reports (product_id, created_at desc, id);

alter table notifications drop constraint notifications_kind;
alter table notifications add constraint notifications_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply', 'gift-received', 'defect-reported', 'defect-status'));
alter table notification_preferences drop constraint notification_preferences_kind;
alter table notification_preferences add constraint notification_preferences_kind
  check (kind in ('event-reminder', 'event-changed', 'ticket-code', 'wishlist', 'review-reply', 'gift-received', 'defect-reported', 'defect-status'));
`;
