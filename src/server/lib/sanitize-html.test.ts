import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <span style="color:rgb(250, 82, 82)">red</span></p><ul><li>a</li></ul><ol><li>b</li></ol><br />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http(s) links, opened safely, and drops other schemes', () => {
    expect(sanitizeRichText('<a href="https://acme.example/x?a=1&amp;b=2" onclick="x()">doc</a>')).toBe(
      '<a href="https://acme.example/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">doc</a>',
    );
    const unlinked = '<a target="_blank" rel="noopener noreferrer nofollow">x</a>';
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">x</a>')).toBe(unlinked);
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">x</a>')).toBe(unlinked);
  });

  it('drops scripts, handlers, styles other than colour, and unknown tags (keeping their text)', () => {
    expect(sanitizeRichText('<p onclick="x">a<script>alert(1)</script><img src=x onerror=alert(1)>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<span style="color:red;background:url(x)">r</span>')).toBe('<span style="color:red">r</span>');
    expect(sanitizeRichText('<span style="color: expression(alert(1))">r</span>')).toBe('<span>r</span>');
    expect(sanitizeRichText('<font color="#f00">r</font>')).toBe('<span style="color:#f00">r</span>');
    expect(sanitizeRichText('<table><tr><td>cell</td></tr></table>')).toBe('cell');
    expect(sanitizeRichText('a < b && c > d <!-- hidden -->')).toBe('a &lt; b &amp;&amp; c &gt; d ');
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('balances tags', () => {
    expect(sanitizeRichText('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeRichText('</em>x</p>')).toMatch(/^x(<p><\/p>)?$/);
    expect(sanitizeRichText('<p><b>a</p>b')).toBe('<p><b>a</b></p>b');
  });

  it('never lets markup that could run script through', () => {
    const piece = fc.constantFrom('<', '>', '"', "'", '=', ' ', '/', 'script', 'img', 'a', 'href', 'onerror', 'javascript:', 'style', '&#', 'x', 'p', '<!--', '-->', 'iframe', 'svg');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const out = sanitizeRichText(parts.join(''));
        expect(out).not.toMatch(/<(script|img|iframe|svg)/i);
        expect(out).not.toMatch(/<[^>]*\son[a-z]+=/i);
        expect(out).not.toMatch(/<a\s[^>]*href="(?!https?:|mailto:)/i);
        expect(sanitizeRichText(out)).toBe(out);
      }),
      { numRuns: 500 },
    );
  });
});
