import { STATUSES } from '#shared/lib/statuses';

/** A date as the spec shows it: MM/DD/YYYY (spec §9), in the viewer's time zone. */
export function formatUsDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

/** Label and colour of a status value ('open' → Open, #333333); unknown values read as themselves. */
export function statusLook(value: string): { label: string; color: string } {
  const def = STATUSES.find((s) => s.value === value);
  return def ? { label: def.name, color: def.hexColor } : { label: value, color: '#868e96' };
}
