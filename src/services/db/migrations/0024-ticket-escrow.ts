// Ticket money waits in escrow until the event has happened
// (docs/decisions/0043-ticket-proceeds-held-in-escrow.md).
//
// - system:ticket-escrow holds what buyers paid for tickets; the maintenance sweep releases an event's
//   proceeds to its host once the event has ended, and cancelling refunds them to the buyers. Each
//   ticket order records what happened (refunded_at / released_at and their ledger transactions), so
//   neither happens twice and a refunded order is never released.
// - Credits of ticket purchases, refunds and releases land in credit shards (migration 0020), for the
//   escrow account as for personas: every ticket sale credits the escrow, and one row would make all
//   sales on the platform wait for each other.
// - Paid orders made before this migration were credited to the host at purchase: they are marked
//   released at their purchase time (the money is already the host's, and is left there).
export const id = '0024-ticket-escrow';

export const sql = /* sql */ `
alter table ledger_transactions drop constraint ledger_transactions_kind;
alter table ledger_transactions add constraint ledger_transactions_kind
  check (kind in ('purchase', 'top-up', 'grant', 'ticket-refund', 'ticket-release'));

insert into ledger_accounts (id, kind) values ('system:ticket-escrow', 'system') on conflict (id) do nothing;

create or replace function lumen_ledger_apply_entry() returns trigger
language plpgsql as $$
begin
  if new.amount > 0 and (new.account_id like 'persona:%' or new.account_id = 'system:ticket-escrow')
     and (select kind from ledger_transactions where id = new.transaction_id) in ('purchase', 'ticket-refund', 'ticket-release') then
    insert into ledger_credit_shards (account_id, shard, amount)
      values (new.account_id, floor(random() * 16)::smallint, new.amount)
      on conflict (account_id, shard) do update set amount = ledger_credit_shards.amount + excluded.amount;
  else
    update ledger_accounts set balance = balance + new.amount where id = new.account_id;
  end if;
  return new;
end
$$;

alter table ticket_orders
  add column refunded_at timestamptz,
  add column refund_transaction_id uuid references ledger_transactions (id),
  add column released_at timestamptz,
  add column release_transaction_id uuid references ledger_transactions (id);

update ticket_orders set released_at = created_at where transaction_id is not null;

-- What the sweep looks for: paid orders still in escrow.
create index ticket_orders_held on ticket_orders (event_id)
  where transaction_id is not null and refunded_at is null and released_at is null;
`;
