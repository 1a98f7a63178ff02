// Report form rules (docs/product.md §6 Report flow, §7 Report, §8 report link, §12 messages). Pure: no zod here,
// the browser imports this module; schema.ts wraps the same rules for the server.

export const REPORT_REASONS = [
  'Spam',
  'Harassment or hate',
  'Inappropriate content',
  'Impersonation',
  'Other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The reason whose description is required (docs/product.md §7). */
export const OTHER_REASON = 'Other';

/**
 * Reasons offered when reporting a person (docs/product.md §6). A profile has no 'content' of its
 * own beyond its name, picture and bio, so the list names what people actually report about persons.
 * 'Other' stays last and keeps the docs/product.md §7 rule (a description is required).
 */
export const PROFILE_REPORT_REASONS = [
  'Inappropriate name or picture',
  'Harassment or bullying',
  'Impersonation',
  'Spam or scam',
  'Other',
] as const;
export type ProfileReportReason = (typeof PROFILE_REPORT_REASONS)[number];

/**
 * Reasons offered when reporting a store listing (docs/product.md §6): what goes wrong with things
 * people buy. 'Other' stays last with the same docs/product.md §7 rule.
 */
export const PRODUCT_REPORT_REASONS = [
  'Misleading description or images',
  'Broken or not as described',
  'Stolen or copied content',
  'Inappropriate content',
  'Scam or fraud',
  'Other',
] as const;
export type ProductReportReason = (typeof PRODUCT_REPORT_REASONS)[number];

export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;

export const REPORT_MESSAGES = {
  reason: 'Choose a reason.',
  description: 'Describe the issue.',
  descriptionTooLong: `Describe the issue in at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters.`,
} as const;
export type ReportMessage = (typeof REPORT_MESSAGES)[keyof typeof REPORT_MESSAGES];

export function isReportReason(value: unknown): value is ReportReason {
  return isOneOf(value, REPORT_REASONS);
}

/** Whether `value` is one of `reasons` (exact, case-sensitive). */
export function isOneOf<R extends string>(value: unknown, reasons: readonly R[]): value is R {
  return typeof value === 'string' && (reasons as readonly string[]).includes(value);
}

export interface ReportFormInput {
  readonly reason?: unknown;
  readonly description?: unknown;
}

export type ReportValidation<R extends string = ReportReason> =
  | { readonly ok: true; readonly reason: R; readonly description: string }
  | { readonly ok: false; readonly field: 'reason' | 'description'; readonly message: ReportMessage };

/**
 * docs/product.md §7: a reason must be one of REPORT_REASONS ('Choose a reason.'); with 'Other' a description is
 * required ('Describe the issue.'). The description is trimmed; for any reason it may be at most
 * 1000 characters (counted in code points after trimming, so an emoji counts once). A description
 * given with another reason is kept (trimmed); a missing or non-string description reads as ''.
 * The reason is checked first, so the form shows one error at a time, top to bottom.
 * `reasons` is the list the form offered (REPORT_REASONS by default, PROFILE_REPORT_REASONS for people).
 */
export function validateReport(input: ReportFormInput): ReportValidation;
export function validateReport<R extends string>(input: ReportFormInput, reasons: readonly R[]): ReportValidation<R>;
export function validateReport(
  input: ReportFormInput,
  reasons: readonly string[] = REPORT_REASONS,
): ReportValidation<string> {
  const { reason } = input;
  if (!isOneOf(reason, reasons)) return { ok: false, field: 'reason', message: REPORT_MESSAGES.reason };
  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (reason === OTHER_REASON && description === '') {
    return { ok: false, field: 'description', message: REPORT_MESSAGES.description };
  }
  if ([...description].length > REPORT_DESCRIPTION_MAX_LENGTH) {
    return { ok: false, field: 'description', message: REPORT_MESSAGES.descriptionTooLong };
  }
  return { ok: true, reason, description };
}

/**
 * The single reason text the upstream report calls carry (their payloads have only `reason`:
 * docs/upstream-api.md). Choice: 'Other' sends the description itself; another reason sends the
 * reason, followed by ': ' and the description when one was given.
 */
export function reportReasonText(report: { readonly reason: string; readonly description: string }): string {
  const description = report.description.trim();
  if (report.reason === OTHER_REASON) return description;
  return description === '' ? report.reason : `${report.reason}: ${description}`;
}

export interface ReportingUser {
  readonly personaId?: string | number | null | undefined;
}

/** docs/product.md §7/§8: the report link shows only to a signed-in user with a personaId. */
export function canReport(user: ReportingUser | null | undefined): boolean {
  const id = user?.personaId;
  if (typeof id === 'number') return Number.isFinite(id);
  return typeof id === 'string' && id.trim() !== '';
}

/** docs/product.md §6: once a report is sent the report link is hidden. */
export function showReportLink(user: ReportingUser | null | undefined, sent: boolean): boolean {
  return !sent && canReport(user);
}
