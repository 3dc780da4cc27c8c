/** Display helpers of the e-Specbook page. */

/** A creation date for humans: '2026-11-23T…' → 'November 23, 2026' ('' when unreadable). */
export function humanDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Payment terms as a name: 30 → 'Net 30 days', 0 → 'Due on receipt', null → null (not set). */
export function paymentTermsName(days: number | null | undefined): string | null {
  if (days === null || days === undefined) return null;
  return days === 0 ? 'Due on receipt' : `Net ${days} days`;
}
