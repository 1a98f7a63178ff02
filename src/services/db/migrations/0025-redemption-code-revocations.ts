// A revoked redemption code is kept and marked, not deleted (docs/upstream-api-tickets.md "Hosting"):
// the host keeps the record in the code list, and a holder who tries it is told it was revoked rather
// than that it does not exist. A code is revoked or redeemed, never both.
export const id = '0025-redemption-code-revocations';

export const sql = /* sql */ `
alter table redemption_codes
  add column revoked_at timestamptz,
  add constraint redemption_codes_revoked_or_redeemed check (revoked_at is null or redeemed_at is null);
`;
