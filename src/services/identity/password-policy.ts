// What a new password must be: 10 to 128 characters, and not guessable: zxcvbn (the kept
// @zxcvbn-ts library with its common-passwords and common-words lists) must rate it 3 of 4 or better,
// counting the person's own email and the product's name as known words. The refusal says why.
// Server-side only (the dictionaries are ~1 MB): the sign-up page is rendered by the identity service.
// Demo passwords (`lumen-demo`) are seeded directly and never pass through here.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn's score 3: "safely unguessable: moderate protection from an offline slow-hash scenario". */
const MIN_SCORE = 3;

// zxcvbn-ts reports warnings as keys; these are the words a person reads.
const WARNINGS: Record<string, string> = {
  straightRow: 'Straight rows of keys on the keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common sequences like "abc" or "1234" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the ten most used passwords.',
  topHundred: 'This is one of the hundred most used passwords.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is too close to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'It should not contain your email or the product’s name.',
  pwned: 'This password appeared in a data breach.',
};

const zxcvbn = new ZxcvbnFactory({
  dictionary: common.dictionary,
  graphs: common.adjacencyGraphs,
});

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

/** Words an attacker would try first for this person: the email's parts and the product's name. */
function knownWords(email: string, productName: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return [email.toLowerCase(), local, ...local.split(/[._+-]+/), ...domain.split('.'), productName.toLowerCase()].filter(
    (word) => word.length >= 3,
  );
}

function reasonOf(result: ZxcvbnResult): string {
  const warning = result.feedback.warning ? WARNINGS[result.feedback.warning] : undefined;
  const advice = 'Try a longer password, for example a few unrelated words.';
  return warning ? `This password is too easy to guess. ${warning} ${advice}` : `This password is too easy to guess. ${advice}`;
}

/** Whether `password` may be chosen by the account `email`, and if not, why. */
export function checkNewPassword(password: string, context: { email: string; productName?: string }): PasswordVerdict {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return { ok: false, reason: `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}).` };
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return { ok: false, reason: `Use at most ${MAX_PASSWORD_LENGTH} characters (this one has ${length}).` };
  }
  const result = zxcvbn.check(password, knownWords(context.email, context.productName ?? 'Lumen'));
  return result.score >= MIN_SCORE ? { ok: true } : { ok: false, reason: reasonOf(result) };
}
