// Personas as every service reads them: the row a caller, a host or a profile is, found by handle or by
// the account it belongs to. Each domain keeps its own joins; this is the lookup they share.
import type { Queryable } from '../db/database.ts';

export interface PersonaRow {
  id: string;
  handle: string;
  name: string;
  avatar_url: string | null;
  bio: string;
  status: string;
}

const PERSONA_COLUMNS = 'id, handle, name, avatar_url, bio, status';

export async function findPersonaByHandle(db: Queryable, handle: string): Promise<PersonaRow | undefined> {
  const [row] = await db.query<PersonaRow>(`select ${PERSONA_COLUMNS} from personas where handle = $1`, [handle]);
  return row;
}

export async function findPersonaByAccountSubject(db: Queryable, subject: string): Promise<PersonaRow | undefined> {
  const [row] = await db.query<PersonaRow>(`select ${PERSONA_COLUMNS} from personas where account_subject = $1`, [
    subject,
  ]);
  return row;
}
