/** A tiny RFC 5545 reader for tests: unfolds lines and splits them into name, parameters and value. */
export interface IcsLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Undoes TEXT escaping (`\\n`, `\\,`, `\\;`, `\\\\`). */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

function splitParams(head: string): { name: string; params: Record<string, string> } {
  const parts = head.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const [name = '', ...rest] = parts;
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf('=');
    params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params };
}

/** The content lines of an .ics text (CRLF required: a bare LF fails the parse). */
export function parseIcs(text: string): IcsLine[] {
  if (/[^\r]\n/.test(text)) throw new Error('bare LF in .ics');
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return { ...splitParams(line.slice(0, colon)), value: line.slice(colon + 1) };
    });
}

/** The first line named `name` (upper case), or throws. */
export function icsLine(lines: IcsLine[], name: string): IcsLine {
  const line = lines.find((l) => l.name === name);
  if (!line) throw new Error(`no ${name} in .ics`);
  return line;
}

/** The lines inside the first component named `name` (e.g. 'VEVENT'), without its BEGIN and END. */
export function icsComponent(lines: IcsLine[], name: string): IcsLine[] {
  const begin = lines.findIndex((l) => l.name === 'BEGIN' && l.value === name);
  const end = lines.findIndex((l, i) => i > begin && l.name === 'END' && l.value === name);
  if (begin < 0 || end < 0) throw new Error(`no ${name} in .ics`);
  return lines.slice(begin + 1, end);
}
