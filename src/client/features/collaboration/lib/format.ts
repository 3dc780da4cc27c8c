const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A comment's date as spec/workspace.md §9 shows it: `MM/DD/YYYY HH:mm:ss`, local time, 24 h.
 * An unreadable date answers ''.
 */
export function formatCommentDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The first zod issue message of each top-level field. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

/** Newest first (by createdAt, then id), whatever order the answer came in; a new array. */
export function newestFirst<T extends { id: number; createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
