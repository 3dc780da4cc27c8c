import { describe, expect, it } from 'vitest';
import { linkError } from './rich-text-editor';

describe('linkError (rich-text link rule)', () => {
  it('accepts http(s) links and an empty URL (which removes the link)', () => {
    expect(linkError('https://acme.example/sheet.pdf')).toBeNull();
    expect(linkError('http://acme.example')).toBeNull();
    expect(linkError('  ')).toBeNull();
  });
  it('refuses anything else with the URL message', () => {
    for (const bad of ['acme.example', 'javascript:alert(1)', 'ftp://acme.example', 'mailto:a@b.c']) {
      expect(linkError(bad)).toBe('URL must begin with http:// or https://');
    }
  });
});
