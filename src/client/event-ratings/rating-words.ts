// The words of ratings the event page and the host page share (docs/product.md §24): the summary for screen
// readers and sight alike, and why the viewer may not rate, in the reader's language.
import type { Translate } from '../i18n/i18n.tsx';
import type { Formats } from '../../shared/i18n/format.ts';
import type { RatingSummary, ViewerEligibility } from '../../shared/event-ratings/schema.ts';
import { errorInfo } from '../query/error-info.ts';

/** '4.3 out of 5, 12 ratings' (the average with one decimal in the reader's number format), or 'No ratings yet.' */
export function summaryWords(t: Translate, formats: Formats, summary: RatingSummary): string {
  if (summary.average === null || summary.count === 0) return t('eventRatings.none');
  const average = new Intl.NumberFormat(formats.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  return t('eventRatings.summary', { average, count: summary.count });
}

/** Why the viewer may not rate (null when they may, or when nothing needs saying). */
export function eligibilityWords(t: Translate, eligibility: ViewerEligibility): string | null {
  switch (eligibility) {
    case 'not-attendee':
      return t('eventRatings.notAttendee');
    case 'host':
      return t('eventRatings.ownEvent');
    case 'cancelled':
      return t('eventRatings.cancelled');
    case 'closed':
      return t('eventRatings.closed');
    default:
      return null;
  }
}

/** Why saving failed: the service's refusals by their typed code, anything else as a retry. */
export function saveRefusal(t: Translate, error: unknown): string {
  const { appCode } = errorInfo(error);
  // The form shows only to those who may rate, so a refusal here means that changed since the page loaded.
  if (appCode === 'FORBIDDEN') return t('eventRatings.notAttendee');
  if (appCode === 'CONFLICT') return t('eventRatings.closed');
  return t('eventRatings.saveFailed');
}
