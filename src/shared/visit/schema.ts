// Contracts of the visit domain: what visit.joinWaitlist accepts and returns (docs/product.md §6 Unsupported-OS
// email form, docs/product.md §7 Email). Browser code imports only TYPES from here; the rules it needs are in
// email.ts and os-support.ts.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, normalizeEmail } from './email.ts';
import { OS_FAMILIES } from './os-support.ts';
import { VERSION_PATTERN } from './compat.ts';
import { handleSchema } from '../experiences/schema.ts';

export const waitlistEmailSchema = z
  .string({ error: 'Enter your email address.' })
  // Refuse huge input before any work (normalizeEmail also bounds it).
  .max(EMAIL_MAX_LENGTH * 4, 'Enter a valid email address.')
  .transform((value, context) => {
    const email = normalizeEmail(value);
    if (email === null) {
      context.addIssue({ code: 'custom', message: 'Enter a valid email address.' });
      return z.NEVER;
    }
    // One address, one entry: the list is keyed on the lowercased address.
    return email.toLowerCase();
  });

export const osFamilySchema = z.enum(OS_FAMILIES, { error: `platform is one of: ${OS_FAMILIES.join(', ')}.` });

/** Input of visit.joinWaitlist. */
export const joinWaitlistInputSchema = z.object({
  email: waitlistEmailSchema,
  platform: osFamilySchema,
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistInputSchema>;

/** What visit.joinWaitlist answers: the stored entry (the same one on a repeated signup). */
export interface WaitlistEntry {
  email: string;
  platform: string;
  /** ISO 8601: when the address first joined. */
  joinedAt: string;
}

/**
 * Input of visit.compat: can the client this site offers (public config clientVersion, CLIENT_VERSION)
 * enter this world? The browser sends the version it was given; any well-formed version may be asked.
 */
export const compatInputSchema = z
  .object({
    personaHandle: handleSchema,
    handle: handleSchema,
    clientVersion: z.string().regex(VERSION_PATTERN, 'clientVersion looks like major.minor.patch, e.g. 1.5.0.'),
  })
  .strict();
export type CompatInput = z.input<typeof compatInputSchema>;
