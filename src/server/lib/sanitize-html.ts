/**
 * The rich-text description's allow-list, enforced by sanitize-html (a maintained HTML parser and
 * sanitiser) before anything is stored.
 */
import sanitizeHtml from 'sanitize-html';

/** A CSS colour as the editor writes it: #hex, rgb()/rgba(), or a colour keyword. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'div', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: { span: { color: [COLOR] } },
  // Unknown tags are dropped with their text kept; these lose their content too.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'option', 'xmp', 'noembed', 'noframes', 'plaintext'],
  transformTags: {
    // Links open in a new tab and pass nothing to the target.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    // <font color> (what some browsers' colour command writes) becomes a coloured span.
    font: (_tag, attribs) => {
      const color = attribs.color && COLOR.test(attribs.color) ? attribs.color : null;
      const kept: sanitizeHtml.Attributes = color ? { style: `color:${color}` } : {};
      return { tagName: 'span', attribs: kept };
    },
  },
};

/**
 * Sanitises rich-text HTML to the editor's allow-list: headings 1–4, paragraphs, line breaks,
 * bold, italic, underline, strike, coloured spans, lists and http(s)/mailto links (opened in a
 * new tab with rel="noopener noreferrer nofollow"). Everything else is dropped (its text kept,
 * except inside script-like elements); comments are removed; tags come out balanced.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
