/** Display helpers of the e-Specbook page. */

/** A creation date for humans: '2026-11-23T…' → 'November 23, 2026' ('' when unreadable). */
export function humanDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
