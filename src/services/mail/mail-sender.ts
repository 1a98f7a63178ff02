// Outgoing email of the embedded services. Lumen has no mail provider of its own: a real one (SMTP, an
// email API) implements MailSender; the development sender below keeps every message in the
// sandbox_mail_outbox table instead of delivering it, and is named as a sandbox wherever it shows.
import type { Queryable } from '../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface SandboxMail extends MailMessage {
  id: string;
  sentAt: Date;
}

/** The development sender: writes each message to the sandbox outbox; nothing leaves the machine. */
export function createSandboxMailSender(db: Queryable): MailSender {
  return {
    async send(message) {
      await db.query('insert into sandbox_mail_outbox (recipient, subject, body) values ($1, $2, $3)', [
        message.to.trim().toLowerCase(),
        message.subject,
        message.text,
      ]);
    },
  };
}

/** The newest sandbox messages to `recipient`, newest first. */
export async function readSandboxOutbox(db: Queryable, recipient: string, limit = 20): Promise<SandboxMail[]> {
  const rows = await db.query<{
    id: string;
    recipient: string;
    subject: string;
    body: string;
    created_at: Date | string;
  }>(
    `select id, recipient, subject, body, created_at from sandbox_mail_outbox
      where recipient = $1 order by created_at desc, id limit $2`,
    [recipient.trim().toLowerCase(), limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    sentAt: new Date(row.created_at),
  }));
}
