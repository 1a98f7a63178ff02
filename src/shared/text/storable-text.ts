// Text that can be stored: PostgreSQL refuses U+0000 in text and jsonb, and a lone UTF-16 surrogate has
// no UTF-8 form (encoders throw, or silently swap it for U+FFFD). Both are refused at every boundary with a
// 400 instead of failing deep inside a service.

/** U+0000, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'contains characters that cannot be stored';

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Where unstorable text was found in a value: the path of keys and indexes to it ([] for the value itself). */
export type TextPath = (string | number)[];

function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  // Plain objects only (buffers, dates and streams are not text), including dictionaries whose
  // prototype is itself prototype-less, as Fastify's query string parser makes them.
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

interface Pending {
  value: unknown;
  key: string | number | null;
  parent: Pending | null;
}

function pathOf(item: Pending): TextPath {
  const path: TextPath = [];
  for (let at: Pending | null = item; at !== null && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path to the first string (or object key) in a JSON-like value that cannot be stored, or null when
 * everything can. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): TextPath | null {
  const pending: Pending[] = [{ value, key: null, parent: null }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(item);
      continue;
    }
    if (!isWalkable(current)) continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push({ value: current[index], key: index, parent: item });
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      if (!isStorableText(key)) return pathOf({ value: key, key, parent: item });
      pending.push({ value: current[key], key, parent: item });
    }
  }
  return null;
}

/** The caller-facing sentence for a path: "name contains characters that cannot be stored." */
export function unstorableTextMessage(path: TextPath, what = 'The input'): string {
  return `${path.length > 0 ? path.join('.') : what} ${UNSTORABLE_TEXT_MESSAGE}.`;
}
