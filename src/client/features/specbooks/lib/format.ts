import { STATUSES } from '#shared/lib/statuses';

/** Label and colour of a status value ('open' → Open, #333333); unknown values read as themselves. */
export function statusLook(value: string): { label: string; color: string } {
  const def = STATUSES.find((s) => s.value === value);
  return def ? { label: def.name, color: def.hexColor } : { label: value, color: '#868e96' };
}
