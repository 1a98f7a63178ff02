// An oidc-provider adapter over the Lumen Database (table oidc_store, migration 0003): sessions,
// interactions, grants, codes and refresh tokens survive restarts and are shared by every instance that
// uses the same PostgreSQL. Expiry uses the database clock (one clock for all instances); expired rows
// read as absent and are deleted by sweepExpiredOidcRecords.
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database.ts';

interface StoreRow {
  payload: AdapterPayload | string;
  consumed_at: Date | string | null;
}

const NOT_EXPIRED = '(expires_at is null or expires_at > now())';

function toPayload(row: StoreRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload: AdapterPayload =
    typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
  if (row.consumed_at !== null) {
    return { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
  }
  return payload;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export class DatabaseOidcAdapter implements Adapter {
  constructor(
    private readonly db: Queryable,
    readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const seconds = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn : null;
    await this.db.query(
      `insert into oidc_store (model, id, payload, grant_id, uid, user_code, expires_at, consumed_at)
       values ($1, $2, $3::jsonb, $4, $5, $6,
               case when $7::double precision is null then null
                    else now() + $7::double precision * interval '1 second' end,
               null)
       on conflict (model, id) do update set
         payload = excluded.payload,
         grant_id = excluded.grant_id,
         uid = excluded.uid,
         user_code = excluded.user_code,
         expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        text(payload.grantId),
        text(payload.uid),
        text(payload.userCode),
        seconds,
      ],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<StoreRow>(
      `select payload, consumed_at from oidc_store where model = $1 and id = $2 and ${NOT_EXPIRED}`,
      [this.model, id],
    );
    return toPayload(row);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<StoreRow>(
      `select payload, consumed_at from oidc_store where model = $1 and uid = $2 and ${NOT_EXPIRED} limit 1`,
      [this.model, uid],
    );
    return toPayload(row);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<StoreRow>(
      `select payload, consumed_at from oidc_store where model = $1 and user_code = $2 and ${NOT_EXPIRED} limit 1`,
      [this.model, userCode],
    );
    return toPayload(row);
  }

  async consume(id: string): Promise<void> {
    await this.db.query(
      'update oidc_store set consumed_at = now() where model = $1 and id = $2 and consumed_at is null',
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from oidc_store where model = $1 and id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // oidc-provider calls this on each grant-bound model (access tokens, codes, refresh tokens…).
    await this.db.query('delete from oidc_store where model = $1 and grant_id = $2', [this.model, grantId]);
  }
}

/** The `adapter` option of oidc-provider: one adapter per model name, all on `db`. */
export function createOidcAdapterFactory(db: Queryable): AdapterFactory {
  return (model) => new DatabaseOidcAdapter(db, model);
}

/** Deletes expired records; returns how many. Run it now and then (e.g. hourly) on one instance or all. */
export async function sweepExpiredOidcRecords(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'delete from oidc_store where expires_at is not null and expires_at <= now() returning id',
  );
  return rows.length;
}
