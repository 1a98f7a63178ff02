// What a new password must be: 10 to 128 characters, and not guessable: zxcvbn (the kept
// @zxcvbn-ts library with its common-passwords and common-words lists) must rate it 3 of 4 or better,
// counting the person's own email and the product's name as known words. The refusal says why.
// Server-side only (the dictionaries are ~1 MB): the sign-up page is rendered by the identity service.
// Demo passwords (`lumen-demo`) are seeded directly and never pass through here.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { joinSentences, type Wording } from './language.ts';
import type { IdentityMessageId } from './messages/en.ts';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's score 3: "safely unguessable: moderate protection from an offline slow-hash scenario". */
const MIN_SCORE = 3;

// zxcvbn-ts reports warnings as keys; the words a person reads are in messages/.
const WARNINGS: Readonly<Record<string, IdentityMessageId>> = {
  straightRow: 'password.warning.straightRow',
  keyPattern: 'password.warning.keyPattern',
  simpleRepeat: 'password.warning.simpleRepeat',
  extendedRepeat: 'password.warning.extendedRepeat',
  sequences: 'password.warning.sequences',
  recentYears: 'password.warning.recentYears',
  dates: 'password.warning.dates',
  topTen: 'password.warning.topTen',
  topHundred: 'password.warning.topHundred',
  common: 'password.warning.common',
  similarToCommon: 'password.warning.similarToCommon',
  wordByItself: 'password.warning.wordByItself',
  namesByThemselves: 'password.warning.namesByThemselves',
  commonNames: 'password.warning.commonNames',
  userInputs: 'password.warning.userInputs',
  pwned: 'password.warning.pwned',
};

const zxcvbn = new ZxcvbnFactory({
  dictionary: common.dictionary,
  graphs: common.adjacencyGraphs,
});

export type PasswordVerdict = { ok: true } | { ok: false; reason: Wording };

/** Words an attacker would try first for this person: the email's parts and the product's name. */
function knownWords(email: string, productName: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return [
    email.toLowerCase(),
    local,
    ...local.split(/[._+-]+/),
    ...domain.split('.'),
    productName.toLowerCase(),
  ].filter((word) => word.length >= 3);
}

function reasonOf(result: ZxcvbnResult): Wording {
  const warning = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  return (t) => joinSentences([t('password.weak'), ...(warning ? [t(warning)] : []), t('password.advice')]);
}

/** Whether `password` may be chosen by the account `email`, and if not, why. */
export function checkNewPassword(password: string, context: { email: string; productName?: string }): PasswordVerdict {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return { ok: false, reason: (t) => t('password.tooShort', { min: MIN_PASSWORD_LENGTH, length }) };
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return { ok: false, reason: (t) => t('password.tooLong', { max: MAX_PASSWORD_LENGTH, length }) };
  }
  const result = zxcvbn.check(password, knownWords(context.email, context.productName ?? 'Lumen'));
  return result.score >= MIN_SCORE ? { ok: true } : { ok: false, reason: reasonOf(result) };
}
