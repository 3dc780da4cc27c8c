import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interpolate, tPlural } from '../i18n';
import { PT_BR, PT_BR_BLOCKS, translate } from './pt-br';
import { createTranslator } from '#shared/i18n/translator';

const CLIENT = path.resolve(__dirname, '../..');
/** A literal t('…') or t("…") call: the keys the catalogue must hold. */
const T_CALL = /\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
/** A tPlural(count, '…', '…') call: both sources are keys. */
const T_PLURAL = /\btPlural\([^,]+,\s*'((?:[^'\\]|\\.)*)',\s*'((?:[^'\\]|\\.)*)'/g;

/** Every .ts/.tsx file of the client but tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The literal t() keys of the client, each with the first file that uses it. */
function literalKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(CLIENT)) {
    const text = readFileSync(file, 'utf8');
    const found = [...text.matchAll(T_CALL)].map((m) => m[1] ?? m[2] ?? '').concat([...text.matchAll(T_PLURAL)].flatMap((m) => [m[1] ?? '', m[2] ?? '']));
    for (const raw of found) {
      const key = raw.replace(/\\(.)/g, '$1');
      if (!keys.has(key)) keys.set(key, path.relative(CLIENT, file));
    }
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the pt-BR catalogue', () => {
  it('holds every t() key of the client (the list below is what is missing)', () => {
    const keys = literalKeys();
    expect(keys.size).toBeGreaterThan(50);
    const missing = [...keys].filter(([key]) => !(key in PT_BR)).map(([key, file]) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('holds each key in one block only, so a key has one translation', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [block, entries] of Object.entries(PT_BR_BLOCKS)) {
      for (const key of Object.keys(entries)) {
        const first = owner.get(key);
        if (first) twice.push(`${key}: ${first} and ${block}`);
        else owner.set(key, block);
      }
    }
    expect(twice).toEqual([]);
  });

  it('keeps the placeholders of each source in its translation, and translates every entry', () => {
    const wrong = Object.entries(PT_BR).filter(([source, target]) => placeholders(source).join() !== placeholders(target).join() || target.trim() === '');
    expect(wrong).toEqual([]);
  });
});

describe('the lookup', () => {
  it('picks the singular or plural source by count (English: no catalogue)', () => {
    expect(tPlural(1, 'One spec', '{count} specs')).toBe('One spec');
    expect(tPlural(0, 'One spec', '{count} specs')).toBe('0 specs');
    expect(tPlural(12, '{count} spec in {room}', '{count} specs in {room}', { room: 'Kitchen' })).toBe('12 specs in Kitchen');
  });

  it('answers the exact source, fills placeholders, and leaves unknown text as it is', () => {
    expect(translate('Save')).toBe('Salvar');
    expect(interpolate(translate('Last tested {time}'), { time: '04/03/2030' })).toBe('Último teste em 04/03/2030');
    expect(translate('Kohler K-2209 Memoirs')).toBe('Kohler K-2209 Memoirs');
  });

  it('reads a built message with the most specific source: a count is digits, fixed text beats free text', () => {
    const lookup = createTranslator({ '{name} active': '{name} ativo', '{count} active': '{count} ativos', '{a} {b}': '{b} {a}' });
    expect(lookup('7 active')).toBe('7 ativos');
    expect(lookup('Summer sale active')).toBe('Summer sale ativo');
    expect(lookup('two words')).toBe('words two');
  });

  it("reads a message the server built from a source with placeholders (the server's validation messages)", () => {
    const lookup = createTranslator({ 'Could not approve specs in category {name}': 'Não foi possível aprovar as especificações da categoria {name}' });
    expect(lookup('Could not approve specs in category Master Bath')).toBe('Não foi possível aprovar as especificações da categoria Master Bath');
    expect(translate('Facebook profile needs to be a valid web address')).toBe('O perfil do Facebook precisa ser um endereço da web válido');
    expect(translate('Call Us at (800) 555-0142')).toBe('Ligue para (800) 555-0142');
  });
});
