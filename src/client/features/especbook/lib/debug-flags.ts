/**
 * The e-Specbook's debug flags (spec/client-view-and-downloads.md §2.4: "The page reads every
 * query parameter into debug flags, turning the strings 'true' and 'false' into booleans";
 * docs/decisions/085): every query parameter by name, 'true' / 'false' as booleans, any other
 * value as written. A repeated parameter keeps its last value.
 */
export type TDebugFlags = Readonly<Record<string, string | boolean>>;

/** The flag that shows each spec's ids (specID, joinID) on the page. */
export const DEBUG_FLAG = 'debug';

/** A query parameter's value as a flag: the strings 'true' and 'false' become booleans. */
function flagValue(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Reads every query parameter of `search` ('?a=1&b=true' or URLSearchParams) into debug flags. */
export function readDebugFlags(search: string | URLSearchParams): TDebugFlags {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const flags: Record<string, string | boolean> = {};
  for (const [name, value] of params) flags[name] = flagValue(value);
  return flags;
}

/** Whether the flag `name` is on: only the boolean true counts ('?debug=true'); absent, 'false' or another string is off. */
export function isFlagOn(flags: TDebugFlags | undefined, name: string): boolean {
  return flags?.[name] === true;
}
