// All SQL of snapshots and their reports. Every function takes a Queryable so it runs on the database
// or inside a transaction.
import type { Queryable } from '../db/database.ts';
import { notBlockedBy } from '../blocking/index.ts';

export interface SnapshotRow {
  id: string;
  persona_id: string;
  persona_handle: string;
  persona_name: string;
  experience_id: string | null;
  experience_handle: string | null;
  experience_name: string | null;
  experience_persona_handle: string | null;
  caption: string;
  image_seed: string;
  created_at: Date | string;
}

const SNAPSHOT_SELECT = `
  select s.id, s.persona_id, pe.handle as persona_handle, pe.name as persona_name,
         e.id as experience_id, e.handle as experience_handle, e.name as experience_name,
         ep.handle as experience_persona_handle,
         s.caption, s.image_seed, s.created_at
    from snapshots s
    join personas pe on pe.id = s.persona_id
    left join experiences e on e.id = s.experience_id
    left join personas ep on ep.id = e.persona_id`;

export interface SnapshotListOptions {
  personaHandle?: string | undefined;
  experienceId?: string | undefined;
  /** The persona asking: snapshots taken by personas it blocked are left out (docs/product.md §17). */
  viewerId?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first (ties broken by id, so pages never repeat or skip a row), with the total of the filter. */
export async function listSnapshots(
  db: Queryable,
  options: SnapshotListOptions,
): Promise<{ rows: SnapshotRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (options.personaHandle !== undefined) {
    params.push(options.personaHandle);
    conditions.push(`pe.handle = $${params.length}`);
  }
  if (options.experienceId !== undefined) {
    params.push(options.experienceId);
    conditions.push(`s.experience_id = $${params.length}`);
  }
  if (options.viewerId !== undefined) {
    params.push(options.viewerId);
    conditions.push(notBlockedBy(`$${params.length}::uuid`, 's.persona_id'));
  }
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from snapshots s join personas pe on pe.id = s.persona_id ${where}`,
    params,
  );
  const rows = await db.query<SnapshotRow>(
    `${SNAPSHOT_SELECT} ${where} order by s.created_at desc, s.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, options.limit, options.offset],
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findSnapshot(db: Queryable, id: string): Promise<SnapshotRow | undefined> {
  const [row] = await db.query<SnapshotRow>(`${SNAPSHOT_SELECT} where s.id = $1`, [id]);
  return row;
}

/** Deletes the snapshot if `ownerId` owns it; reports about it go with it (on delete cascade). */
export async function deleteOwnSnapshot(db: Queryable, id: string, ownerId: string): Promise<boolean> {
  const rows = await db.query('delete from snapshots where id = $1 and persona_id = $2 returning id', [id, ownerId]);
  return rows.length > 0;
}

export interface SnapshotReportRow {
  id: string;
  snapshot_id: string;
  reason: string;
  description: string;
  status: string;
  created_at: Date | string;
  attachment_image_id: string | null;
}

const REPORT_COLUMNS = 'id, snapshot_id, reason, description, status, created_at, attachment_image_id';

/**
 * One report per reporter and snapshot: the first is stored, a repeat returns it unchanged
 * (`created: false`), so a double click or a retried request never files two. Undefined when the
 * snapshot was deleted meanwhile.
 */
export async function fileSnapshotReport(
  db: Queryable,
  report: {
    reporter: string;
    snapshotId: string;
    reason: string;
    description: string;
    attachmentImageId: string | null;
  },
): Promise<{ row: SnapshotReportRow; created: boolean } | undefined> {
  const [inserted] = await db.query<SnapshotReportRow>(
    `insert into snapshot_reports (reporter_persona, snapshot_id, reason, description, attachment_image_id) values ($1, $2, $3, $4, $5)
     on conflict on constraint snapshot_reports_once do nothing
     returning ${REPORT_COLUMNS}`,
    [report.reporter, report.snapshotId, report.reason, report.description, report.attachmentImageId],
  );
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.query<SnapshotReportRow>(
    `select ${REPORT_COLUMNS} from snapshot_reports where reporter_persona = $1 and snapshot_id = $2`,
    [report.reporter, report.snapshotId],
  );
  // Undefined only when the snapshot (and with it the report) was deleted in between: it is gone.
  return existing ? { row: existing, created: false } : undefined;
}
