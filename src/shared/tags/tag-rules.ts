// docs/product.md §7 tag rules as plain functions: the tag input widget (browser, no zod) and the zod schema of
// schema.ts (procedures) both build on these, so the browser and the server can never disagree.
// A tag is lowercase letters and digits with single hyphens between them, 3 to 40 characters; a list
// has no duplicates and at most MAX_TAGS (5 by default, docs/product.md §11).

export const TAG_MIN_LENGTH = 3;
export const TAG_MAX_LENGTH = 40;
export const MAX_TAGS = 5;

/** Letters and digits in runs joined by single hyphens: no leading, trailing or double hyphen. */
export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const TAG_MESSAGES = {
  tooShort: `A tag has at least ${TAG_MIN_LENGTH} characters.`,
  tooLong: `A tag has at most ${TAG_MAX_LENGTH} characters.`,
  characters: 'A tag uses only lowercase letters, digits and hyphens.',
  leadingHyphen: 'A tag cannot start with a hyphen.',
  trailingHyphen: 'A tag cannot end with a hyphen.',
  doubleHyphen: 'A tag cannot have two hyphens in a row.',
  duplicate: (tag: string) => `"${tag}" is already a tag.`,
  max: (max: number) => `You can add at most ${max} tags.`,
} as const;

/**
 * What a person typed, as a tag: trimmed, lowercase, without a leading '#'. Idempotent. It does not
 * make an invalid tag valid (that is for tagProblem to explain).
 */
export function normaliseTag(raw: string): string {
  // Leading '#'s and spaces in any mix ('# #tag'), so normalising twice changes nothing (fast-check found it).
  return raw
    .replace(/^[\s#]+/, '')
    .trim()
    .toLowerCase();
}

/** Why this (normalised) text is not a tag, or null when it is one. */
export function tagProblem(tag: string): string | null {
  if (tag.length < TAG_MIN_LENGTH) return TAG_MESSAGES.tooShort;
  if (tag.length > TAG_MAX_LENGTH) return TAG_MESSAGES.tooLong;
  if (!/^[a-z0-9-]+$/.test(tag)) return TAG_MESSAGES.characters;
  if (tag.startsWith('-')) return TAG_MESSAGES.leadingHyphen;
  if (tag.endsWith('-')) return TAG_MESSAGES.trailingHyphen;
  if (tag.includes('--')) return TAG_MESSAGES.doubleHyphen;
  return null;
}

export const isValidTag = (tag: string): boolean => tagProblem(tag) === null;

/** Problems of a whole list, each with the index it concerns (null index: the list as a whole). */
export function tagListProblems(
  tags: readonly string[],
  max: number = MAX_TAGS,
): { index: number | null; message: string }[] {
  const problems: { index: number | null; message: string }[] = [];
  if (tags.length > max) problems.push({ index: null, message: TAG_MESSAGES.max(max) });
  tags.forEach((tag, index) => {
    const problem = tagProblem(tag);
    if (problem !== null) problems.push({ index, message: problem });
    else if (tags.indexOf(tag) !== index) problems.push({ index, message: TAG_MESSAGES.duplicate(tag) });
  });
  return problems;
}

/**
 * Splits typed text on commas and whitespace (docs/product.md §7: a comma or a space ends a tag). `pieces` are the
 * finished candidates (empty ones dropped); `rest` is what follows the last separator, still being typed.
 */
export function splitTagInput(text: string): { pieces: string[]; rest: string } {
  const parts = text.split(/[\s,]+/);
  const rest = parts.pop() ?? '';
  return { pieces: parts.map(normaliseTag).filter((piece) => piece !== ''), rest };
}

export interface TagAddResult {
  tags: string[];
  added: string[];
  /** The first refusal (what the widget shows), or null when every candidate was added. */
  error: { tag: string; message: string } | null;
}

/**
 * Adds candidates in order, never past `max` and never twice. Candidates are normalised first;
 * invalid ones, duplicates and ones beyond the maximum are refused and reported (the first refusal).
 */
export function addTags(
  current: readonly string[],
  candidates: readonly string[],
  max: number = MAX_TAGS,
): TagAddResult {
  const tags = [...current];
  const added: string[] = [];
  let error: TagAddResult['error'] = null;
  const refuse = (tag: string, message: string) => {
    error ??= { tag, message };
  };
  for (const candidate of candidates) {
    const tag = normaliseTag(candidate);
    if (tag === '') continue;
    const problem = tagProblem(tag);
    if (problem !== null) refuse(tag, problem);
    else if (tags.includes(tag)) refuse(tag, TAG_MESSAGES.duplicate(tag));
    else if (tags.length >= max) refuse(tag, TAG_MESSAGES.max(max));
    else {
      tags.push(tag);
      added.push(tag);
    }
  }
  return { tags, added, error };
}

export function removeTag(current: readonly string[], tag: string): string[] {
  return current.filter((existing) => existing !== tag);
}

/** docs/product.md §7: Backspace on an empty input removes the last tag. */
export function removeLastTag(current: readonly string[]): { tags: string[]; removed: string | null } {
  if (current.length === 0) return { tags: [], removed: null };
  return { tags: current.slice(0, -1), removed: current[current.length - 1] ?? null };
}
