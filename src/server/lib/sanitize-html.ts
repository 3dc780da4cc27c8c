/**
 * An allow-list sanitiser for the rich-text description (no sanitiser package is installed;
 * docs/decisions/017). The input is tokenised into text and tags; the output is rebuilt from
 * scratch: only the tags and attributes below survive, every text and attribute value is
 * re-escaped, tags are balanced, and the content of script-like elements is dropped.
 */

const ALLOWED = new Set(['p', 'br', 'div', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'li', 'a', 'blockquote']);
const VOID = new Set(['br']);
const DROP_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext']);
/** <font color> (what some browsers' colour command writes) becomes <span style="color">. */
const RENAME: Record<string, string> = { font: 'span' };

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|<[!?/][^>]*>?/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);?/gi, (_w, code: string) => {
    const c = code.toLowerCase();
    if (c[0] === '#') {
      const n = c[1] === 'x' ? parseInt(c.slice(2), 16) : parseInt(c.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' } as Record<string, string>)[c] ?? '';
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** A link target that can do no harm: http(s) or mailto, spaces and control characters removed first. */
function safeHref(raw: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what browsers ignore inside schemes
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : null;
}

function colorOf(style: string): string | null {
  for (const decl of decodeEntities(style).split(';')) {
    const [prop, ...rest] = decl.split(':');
    const value = rest.join(':').trim();
    if (prop?.trim().toLowerCase() === 'color' && COLOR.test(value)) return value;
  }
  return null;
}

function attributesOf(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** The allowed attributes of a tag, serialised. */
function allowedAttributes(tag: string, original: string, source: string): string {
  const attrs = attributesOf(source);
  if (tag === 'a') {
    const href = safeHref(attrs.get('href') ?? '');
    return href ? ` href="${escapeAttr(href)}" target="_blank" rel="noopener noreferrer nofollow"` : '';
  }
  if (tag === 'span') {
    const color = original === 'font' ? (COLOR.test(attrs.get('color') ?? '') ? attrs.get('color')! : null) : colorOf(attrs.get('style') ?? '');
    return color ? ` style="color: ${escapeAttr(color)}"` : '';
  }
  return '';
}

/**
 * Sanitises rich-text HTML to the editor's allow-list: headings 1–4, paragraphs, line breaks,
 * bold, italic, underline, strike, coloured spans, lists and http(s)/mailto links (opened in a
 * new tab with rel="noopener noreferrer nofollow"). Everything else is dropped (its text kept,
 * except inside script-like elements); comments are removed.
 */
export function sanitizeRichText(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const emitText = (text: string) => {
    if (!dropping && text) out.push(escapeText(decodeEntities(text)));
  };
  for (const m of html.matchAll(TOKEN)) {
    emitText(html.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction or stray '</'
    const closing = m[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_CONTENT.has(name)) {
      if (!closing) dropping = name;
      continue;
    }
    const tag = RENAME[name] ?? name;
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    out.push(`<${tag}${allowedAttributes(tag, name, m[3] ?? '')}>`);
    if (!VOID.has(tag)) open.push(tag);
  }
  emitText(html.slice(last));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
