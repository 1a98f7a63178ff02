// Reminder settings, read once from the environment when the embedded upstream starts.
//   EVENT_REMINDER_LEAD_MINUTES  minutes before an event's start that its reminder goes out (default 15)
//   EVENT_REMINDER_WORKER        'off' runs no worker in this process (another instance runs it); default on
import { z } from 'zod';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const DEFAULT_REMINDER_LEAD_MINUTES = 15;

const envSchema = z.object({
  EVENT_REMINDER_LEAD_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number of minutes' })
      .min(0.05, 'must be at least 0.05 (3 seconds)')
      .max(10_080, 'must be at most 10080 (a week)')
      .default(DEFAULT_REMINDER_LEAD_MINUTES),
  ),
  EVENT_REMINDER_WORKER: z.preprocess(
    blankToUndefined,
    z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
  ),
});

export interface RemindersConfig {
  leadMs: number;
  worker: boolean;
}

export function loadRemindersConfig(env: NodeJS.ProcessEnv = process.env): RemindersConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid reminder configuration:\n${lines.join('\n')}`);
  }
  return {
    leadMs: Math.round(parsed.data.EVENT_REMINDER_LEAD_MINUTES * 60_000),
    worker: parsed.data.EVENT_REMINDER_WORKER === 'on',
  };
}
