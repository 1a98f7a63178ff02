// All SQL of the client waitlist.
import type { Queryable } from '../db/database.ts';

export interface WaitlistRow {
  id: string;
  email: string;
  platform: string;
  created_at: Date | string;
}

/**
 * Adds the address, or finds it when it is already listed: `created` tells which. The first signup's
 * platform is kept. Concurrent signups of one address cannot both insert: the second waits on the
 * unique constraint, does nothing, and then reads the committed row.
 */
export async function joinWaitlist(
  db: Queryable,
  entry: { email: string; platform: string },
): Promise<{ row: WaitlistRow; created: boolean }> {
  const [inserted] = await db.query<WaitlistRow>(
    `insert into client_waitlist (email, platform) values ($1, $2)
     on conflict (email) do nothing
     returning id, email, platform, created_at`,
    [entry.email, entry.platform],
  );
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.query<WaitlistRow>(
    'select id, email, platform, created_at from client_waitlist where email = $1',
    [entry.email],
  );
  if (!existing) throw new Error('client_waitlist: conflicting row vanished');
  return { row: existing, created: false };
}
