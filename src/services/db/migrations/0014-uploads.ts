// Signed uploads and the pictures made from them (docs/product.md §7, docs/upstream-api-uploads.md).
//
// - upload_signatures: one row per signed address. The address itself carries an HMAC over its bound
//   fields; this row is what makes it single-use (status pending -> stored -> confirmed), and remembers
//   the file name and purpose without putting caller text into object keys.
// - uploaded_images: a confirmed upload made into size variants, referenced by id from other services
//   (experience covers, listing pictures, store banners). sizes is the ordered list of variants.
export const id = '0014-uploads';

export const sql = /* sql */ `
create table upload_signatures (
  id uuid primary key,
  owner_persona_id uuid not null references personas (id) on delete cascade,
  purpose text not null,
  object_key text not null unique,
  file_name text not null,
  content_type text not null,
  max_bytes integer not null,
  status text not null default 'pending',
  stored_bytes integer,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint upload_signatures_status check (status in ('pending', 'storing', 'stored', 'confirmed')),
  constraint upload_signatures_purpose check (purpose in ('experience-cover', 'experience-gallery', 'product-image', 'store-banner')),
  constraint upload_signatures_type check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  constraint upload_signatures_max_bytes check (max_bytes between 1 and 10485760),
  constraint upload_signatures_file_name check (char_length(file_name) between 1 and 200)
);
create index upload_signatures_owner on upload_signatures (owner_persona_id, created_at desc);

create table uploaded_images (
  id uuid primary key default gen_random_uuid(),
  upload_id uuid not null unique references upload_signatures (id) on delete cascade,
  owner_persona_id uuid not null references personas (id) on delete cascade,
  purpose text not null,
  width integer not null,
  height integer not null,
  sizes jsonb not null,
  created_at timestamptz not null default now(),
  constraint uploaded_images_sizes_list check (jsonb_typeof(sizes) = 'array')
);
create index uploaded_images_owner on uploaded_images (owner_persona_id, created_at desc);
`;
