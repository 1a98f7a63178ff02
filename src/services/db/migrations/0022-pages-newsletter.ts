// The newsletter: addresses that asked for Lumen's news by email, with double opt-in.
//
// One row per address (lowercased, as every stored email here). A row starts 'pending' when someone
// asks; the link mailed to the address turns it 'confirmed'; the unsubscribe link turns it
// 'unsubscribed' (kept, so a later request starts over from a known row). Only confirmed rows receive
// mail other than the confirmation itself.
//
// - confirm_token_hash: SHA-256 of the confirmation link's token. It stays after confirming, so
//   opening the link again answers "confirmed" instead of an error; it is cleared on unsubscribing, so
//   an old confirmation link cannot subscribe the address again. A new request replaces it.
// - unsubscribe_token: kept in the clear, because every mail to the address (the newsletter itself,
//   later) must carry it; it only lets its holder stop mail to that one address.
// - confirm_expires_at: the confirmation link works for a week; pending rows past it are swept.
export const id = '0022-pages-newsletter';

export const sql = /* sql */ `
create table newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  status text not null default 'pending',
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  unsubscribe_token text not null,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  constraint newsletter_subscriptions_email_key unique (email),
  constraint newsletter_subscriptions_email_lowercase check (email = lower(email)),
  constraint newsletter_subscriptions_email_length check (char_length(email) between 3 and 254),
  constraint newsletter_subscriptions_status check (status in ('pending', 'confirmed', 'unsubscribed')),
  constraint newsletter_subscriptions_confirmed check ((status = 'confirmed') = (confirmed_at is not null)),
  constraint newsletter_subscriptions_confirm_token_key unique (confirm_token_hash),
  constraint newsletter_subscriptions_unsubscribe_token_key unique (unsubscribe_token)
);

create index newsletter_subscriptions_pending_expiry on newsletter_subscriptions (confirm_expires_at)
  where status = 'pending';
`;
