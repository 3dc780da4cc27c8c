import { describe, expect, it } from 'vitest';
import { docDate, docLocale, docMoney, docText, inUserLocale } from './document-locale';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the document locale', () => {
  it('is en-US outside a build and without a setting', () => {
    expect(docLocale()).toBe('en-us');
    expect(inUserLocale({ locale: null }, () => docMoney('1234.5'))).toBe('$1,234.50');
    expect(inUserLocale({}, () => docDate('2026-11-25'))).toBe('November 25, 2026');
  });

  it("follows each build across awaits, so concurrent builds in other locales do not mix", async () => {
    const build = (locale: 'pt-br' | 'en-gb') =>
      inUserLocale({ locale }, async () => {
        const before = docMoney('1234.5');
        await tick();
        return [before, docDate('2026-11-25')];
      });
    const [pt, gb] = await Promise.all([build('pt-br'), build('en-gb')]);
    expect(pt.map((s) => s.replace(/\s/g, ' '))).toEqual(['US$ 1.234,50', '25 de novembro de 2026']);
    expect(gb).toEqual(['US$1,234.50', '25 November 2026']);
    expect(docLocale()).toBe('en-us');
  });

  it('words a document in its locale: a key with params, a built message, unknown text as written', () => {
    const words = () => [docText('Invoice {number} from {company}', { number: 'INV-1001', company: 'Casa Nova' }), docText('Page 2 of 3'), docText('Kitchen (continued)'), docText('Kohler K-2209')];
    expect(inUserLocale({ locale: 'pt-br' }, words)).toEqual(['Fatura INV-1001 de Casa Nova', 'Página 2 de 3', 'Kitchen (continuação)', 'Kohler K-2209']);
    expect(inUserLocale({ locale: 'en-gb' }, words)).toEqual(['Invoice INV-1001 from Casa Nova', 'Page 2 of 3', 'Kitchen (continued)', 'Kohler K-2209']);
    expect(words()[0]).toBe('Invoice INV-1001 from Casa Nova');
  });
});
