/**
 * The catalogue lookup both sides use (docs/decisions/068, 084): the client's `t` and the server's
 * `docText` for PDFs and e-mails.
 */

/** A catalogue's lookup: the translation of an English source string (or of a message built from one), else the source. */
export type TTranslate = (source: string) => string;
/** Values for the `{name}` placeholders of a source string. */
export type TParams = Record<string, string | number>;

/** `{name}` placeholders of `text` filled from `params` (unknown ones are left as written). */
export function interpolate(text: string, params: TParams): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** One catalogue entry with placeholders, as a pattern that reads a message built from it. */
type TTemplate = { pattern: RegExp; names: string[]; target: string; loose: number; literal: number };

/** Placeholders that only ever hold a number: they match digits only, so '{count} active' is not '{name} active'. */
const NUMERIC = new Set(['count', 'n']);

const PLACEHOLDER = /(\{\w+\})/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function templateOf(source: string, target: string): TTemplate {
  const names: string[] = [];
  let literal = 0;
  const body = source
    .split(PLACEHOLDER)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) {
        literal += part.length;
        return escapeRegExp(part);
      }
      names.push(name);
      return NUMERIC.has(name) ? '(\\d[\\d.,]*)' : '(.+?)';
    })
    .join('');
  const loose = names.filter((name) => !NUMERIC.has(name)).length;
  return { pattern: new RegExp(`^${body}$`, 's'), names, target, loose, literal };
}

/** The most specific template first: fewer free-text placeholders, then more fixed text. */
const bySpecificity = (a: TTemplate, b: TTemplate): number => a.loose - b.loose || b.literal - a.literal;

/**
 * The lookup of a catalogue (English source → translation): the exact source first; else, for a
 * message already built from a source with placeholders (a server's 'Could not approve specs in
 * category Kitchen'), the translation of the most specific source that reads it, with the same values
 * put in; else the source itself.
 */
export function createTranslator(catalogue: Readonly<Record<string, string>>): TTranslate {
  const templates = Object.entries(catalogue)
    .filter(([source]) => PLACEHOLDER.test(source))
    .map(([source, target]) => templateOf(source, target))
    .sort(bySpecificity);
  return (source) => {
    const exact = catalogue[source];
    if (exact !== undefined) return exact;
    for (const { pattern, names, target } of templates) {
      const match = pattern.exec(source);
      if (match) return names.reduce((text, name, i) => text.replace(`{${name}}`, match[i + 1] ?? ''), target);
    }
    return source;
  };
}
