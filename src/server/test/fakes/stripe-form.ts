/** A value of a Stripe form body: nested objects and arrays from bracketed keys. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
/** A parsed Stripe form body. */
export type FormObject = { [key: string]: FormValue };

/** `a[b][0][c]` → ['a', 'b', '0', 'c']. */
function keyPath(key: string): string[] {
  const head = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [head, ...rest];
}

/** Arrays were built as objects with numeric keys; turn those into arrays (recursively). */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysOf(v)] as const);
  const numeric = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (numeric) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  return Object.fromEntries(entries);
}

/**
 * Parses an application/x-www-form-urlencoded body as Stripe's API reads it (the SDK encodes
 * nested parameters as `line_items[0][price_data][unit_amount]=500`).
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: FormObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[part] = {};
      node = node[part] as FormObject;
    });
  }
  return arraysOf(root) as FormObject;
}

/** A string parameter, or undefined. */
export function str(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

/** A nested object parameter, or an empty object. */
export function obj(form: FormObject, key: string): FormObject {
  const value = form[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** An object whose values are strings (metadata). */
export function stringRecord(form: FormObject, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(obj(form, key)).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
