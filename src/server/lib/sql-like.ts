/** LIKE patterns built from what a user typed: the wildcards `%` and `_` (and the escape `\`) match only themselves. */

/** `term` with LIKE's wildcards escaped (the default escape character, backslash). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching text that contains `term` anywhere (`ilike` it for a case-insensitive search). */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
