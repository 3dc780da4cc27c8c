import { afterEach, describe, expect, it } from 'vitest';
import { importSummary } from '#shared/lib/specbook-csv';
import { setLocale } from '#client/lib/i18n';
import { translatedSummary } from './csv-import-modal';

describe('translatedSummary', () => {
  afterEach(() => setLocale('en-us'));

  it('leaves the English summary exactly as the server wrote it', () => {
    const message = importSummary({ rows: 3, imported: 1, unmatched: 1, skipped: 1 });
    expect(translatedSummary(message)).toBe('Imported 1 of 3 rows. 1 did not match a catalogue spec. 1 had values that could not be imported.');
  });

  it('reads each sentence of the summary by its catalogue pattern in pt-BR', async () => {
    await setLocale('pt-br');
    expect(translatedSummary(importSummary({ rows: 12, imported: 9, unmatched: 2, skipped: 1 }))).toBe(
      '9 de 12 linhas importadas. 2 não corresponderam a uma especificação do catálogo. 1 tinha valores que não puderam ser importados.',
    );
    expect(translatedSummary(importSummary({ rows: 1, imported: 1, unmatched: 0, skipped: 0 }))).toBe('1 de 1 linha importada.');
  });
});
