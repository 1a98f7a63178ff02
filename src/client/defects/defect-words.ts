// The words of defect reports the buyer's and the seller's pages share (docs/product.md §22): each status's
// name and the refusals a person can act on, in the reader's language.
import type { Translate } from '../i18n/i18n.tsx';
import type { MessageId } from '../../shared/i18n/messages/en.ts';
import type { DefectStatus } from '../../shared/defects/status.ts';
import { MAX_UNFIXED_DEFECTS_PER_LISTING } from '../../shared/defects/limits.ts';
import { errorInfo } from '../query/error-info.ts';

const STATUS_WORDS: Record<DefectStatus, MessageId> = {
  open: 'defects.statusOpen',
  acknowledged: 'defects.statusAcknowledged',
  fixed: 'defects.statusFixed',
};

export function statusWord(t: Translate, status: DefectStatus): string {
  return t(STATUS_WORDS[status]);
}

/** Why filing failed: the service's refusals by their typed code, anything else as a retry. */
export function fileRefusal(t: Translate, error: unknown): string {
  const { appCode } = errorInfo(error);
  if (appCode === 'FORBIDDEN') return t('defects.notOwner');
  if (appCode === 'CONFLICT') return t('defects.limitReached', { max: MAX_UNFIXED_DEFECTS_PER_LISTING });
  if (appCode === 'TOO_MANY_REQUESTS') return t('defects.tooMany');
  return t('defects.failed');
}

/** Why a status change failed. */
export function statusRefusal(t: Translate, error: unknown): string {
  const { appCode } = errorInfo(error);
  if (appCode === 'FORBIDDEN') return t('defects.notSeller');
  if (appCode === 'CONFLICT') return t('defects.statusConflict');
  return t('defects.failed');
}
