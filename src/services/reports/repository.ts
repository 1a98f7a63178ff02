// All SQL of profile reports.
import type { Queryable } from '../db/database.ts';

export interface ProfileReportRow {
  id: string;
  reporter_persona: string;
  avatar_persona: string;
  reason: string;
  description: string;
  status: string;
  created_at: Date | string;
  attachment_image_id: string | null;
}

export async function insertProfileReport(
  db: Queryable,
  report: { reporter: string; avatar: string; reason: string; description: string; attachmentImageId: string | null },
): Promise<ProfileReportRow> {
  const [row] = await db.query<ProfileReportRow>(
    `insert into profile_reports (reporter_persona, avatar_persona, reason, description, attachment_image_id)
     values ($1, $2, $3, $4, $5)
     returning id, reporter_persona, avatar_persona, reason, description, status, created_at, attachment_image_id`,
    [report.reporter, report.avatar, report.reason, report.description, report.attachmentImageId],
  );
  if (!row) throw new Error('insert into profile_reports returned no row');
  return row;
}
