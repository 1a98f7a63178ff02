// A popular seller's account is no longer a queue every buyer waits in.
//
// Before, each purchase updated the seller's ledger_accounts row, which holds that row's lock until the
// purchase commits (and its WAL reaches the disk): every purchase from one store ran one after the other,
// however many buyers there were. A credit cannot make a balance negative, so it needs no lock on the
// balance row: the credits of purchases to a persona now land in one of 16 credit shards of the account
// (a random one per entry), which concurrent purchases rarely share. The account's balance is its row's
// balance plus its shards; the next debit of the account folds the shards into the row under the row's
// lock (ledger.ts lockPersonaBalance), so the check constraint still sees the whole balance.
//
// Entries stay the record: per account, balance + shards = sum of its entries, and all entries sum to 0.
export const id = '0020-scale-ledger-credit-shards';

export const sql = /* sql */ `
create table ledger_credit_shards (
  account_id text not null references ledger_accounts (id),
  shard smallint not null,
  amount bigint not null,
  constraint ledger_credit_shards_pkey primary key (account_id, shard),
  constraint ledger_credit_shards_shard check (shard between 0 and 15),
  constraint ledger_credit_shards_positive check (amount > 0)
);

create or replace function lumen_ledger_apply_entry() returns trigger
language plpgsql as $$
begin
  if new.amount > 0 and new.account_id like 'persona:%'
     and (select kind from ledger_transactions where id = new.transaction_id) = 'purchase' then
    insert into ledger_credit_shards (account_id, shard, amount)
      values (new.account_id, floor(random() * 16)::smallint, new.amount)
      on conflict (account_id, shard) do update set amount = ledger_credit_shards.amount + excluded.amount;
  else
    update ledger_accounts set balance = balance + new.amount where id = new.account_id;
  end if;
  return new;
end
$$;

-- A persona's balance as callers read it: the row plus its credit shards.
create view ledger_balances as
  select a.id, a.kind, a.persona_id,
         (a.balance + coalesce((select sum(s.amount) from ledger_credit_shards s where s.account_id = a.id), 0))::bigint as balance
    from ledger_accounts a;
`;
