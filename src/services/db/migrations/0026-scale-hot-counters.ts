// Two counters every purchase of a popular listing updated were queues its buyers waited in: a row lock
// is held until the purchase commits, so purchases that shared a row ran one after the other.
//
// - A listing's daily totals (analytics_daily) were one row per listing, event and day: every buyer of a
//   listing on launch day updated the same row. Each total is now spread over 16 rows (a random one per
//   count); readers add them up.
// - A seller's credit shards (migration 0020) were 16 per account, so 50 purchases in flight from one
//   store collided on most of them. There are 128 now: a lock wait has become rare (measured with
//   `npm run bench:checkout`, docs/performance/catalogue-scale.md). The balance still reads the row plus
//   its shards, and the next debit still folds them into the row.
export const id = '0026-scale-hot-counters';

export const sql = /* sql */ `
alter table analytics_daily add column shard smallint not null default 0;
alter table analytics_daily drop constraint analytics_daily_pkey;
alter table analytics_daily add constraint analytics_daily_pkey primary key (subject_kind, subject_id, event, day, shard);
alter table analytics_daily add constraint analytics_daily_shard check (shard between 0 and 15);

alter table ledger_credit_shards drop constraint ledger_credit_shards_shard;
alter table ledger_credit_shards add constraint ledger_credit_shards_shard check (shard between 0 and 127);

create or replace function lumen_ledger_apply_entry() returns trigger
language plpgsql as $$
begin
  if new.amount > 0 and (new.account_id like 'persona:%' or new.account_id = 'system:ticket-escrow')
     and (select kind from ledger_transactions where id = new.transaction_id) in ('purchase', 'ticket-refund', 'ticket-release') then
    insert into ledger_credit_shards (account_id, shard, amount)
      values (new.account_id, floor(random() * 128)::smallint, new.amount)
      on conflict (account_id, shard) do update set amount = ledger_credit_shards.amount + excluded.amount;
  else
    update ledger_accounts set balance = balance + new.amount where id = new.account_id;
  end if;
  return new;
end
$$;
`;
