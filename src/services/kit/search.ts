// Full-text search input as the catalogue services (experiences, listings) give it to PostgreSQL.

/**
 * Search words as a prefix query: "neo cit" -> 'neo:* & cit:*', so a half-typed word still finds
 * "Neon City". Only letters and digits pass, so the result is always valid to_tsquery input. When the
 * caller uses web-search syntax (quotes, -word, or) the prefix form is skipped: it would override it.
 */
export function prefixQuery(search: string): string {
  if (/["]|(^|\s)-\S|(^|\s)or(\s|$)/i.test(search)) return '';
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 10)
    .map((word) => `${word.slice(0, 64)}:*`)
    .join(' & ');
}
