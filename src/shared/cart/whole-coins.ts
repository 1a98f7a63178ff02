// Reading a Lumen Dollar amount an upstream sends (prices are whole Lumen Dollars: docs/upstream-api.md, Cart). Upstreams
// spell the same amount differently: 120, 120.0 (JSON reads it as 120), "120" or "120.00". All of these
// are 120; a fraction ("120.5"), a negative, an exponent or anything else is not a price we can show.
// Pure, with a zod schema for the server's upstream boundaries (docs/upstream-api.md).
import { z } from 'zod';

// Digits, optionally a point and only zeros after it: "120", "120.", "120.00". No sign, no exponent.
const WHOLE_DECIMAL = /^(\d{1,15})(?:\.0*)?$/;

/** The whole, non-negative amount `value` spells, or null when it is not one. */
export function readWholeCoins(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = WHOLE_DECIMAL.exec(value.trim());
  if (!match?.[1]) return null;
  const coins = Number(match[1]);
  return Number.isSafeInteger(coins) ? coins : null;
}

/** zod: a whole, non-negative amount in any of the spellings readWholeCoins accepts. */
export const wholeCoinsSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const coins = readWholeCoins(value);
  if (coins === null) {
    context.addIssue({
      code: 'custom',
      message: `Not a whole, non-negative Lumen Dollar amount: ${JSON.stringify(value)}.`,
    });
    return z.NEVER;
  }
  return coins;
});
