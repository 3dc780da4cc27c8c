import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { corpusQuotes, scoreExtraction } from '../../test/aipq-corpus';
import { startFakeLlm, type FakeLlm } from '../../test/fakes/llm';
import { ExtractionError } from './engine';
import { extractWith } from './engines';
import { extractLlm, llmEngine } from './llm-engine';
import { llmSettingsFromEnv, LLM_TIMEOUT_MS, type LlmSettings } from './llm-client';

const quotes = new Map(corpusQuotes().map((quote) => [quote.name, quote]));
const quote = (name: string) => quotes.get(name)!;
const allPages = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

let fake: FakeLlm;
let settings: LlmSettings;

beforeAll(async () => {
  fake = await startFakeLlm({ apiKey: 'sk-test' });
  settings = { url: fake.url, model: 'quote-reader', key: 'sk-test', timeoutMs: 5000 };
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.options.mode = 'ok';
  fake.requests.length = 0;
});

describe('llm engine against the fake model', () => {
  it.each(['02-model-first-rooms', '09-discount-pct', '15-multi-page-repeat'])('%s: every line exact, checked, with the supplier', async (name) => {
    const { pdf, expected } = quote(name);
    const result = await extractLlm(settings, { pdf, pages: allPages(expected.pages) });
    const score = scoreExtraction(expected, result.tables);
    expect(score.misses).toEqual([]);
    expect(score).toMatchObject({ extracted: expected.lines.length, exact: expected.lines.length, wrongRoom: 0 });
    expect(result.supplier).toBe(expected.supplier);
    // The discounted lines pass qty × unit = amount through their discount, the rooms their subtotals.
    expect(result.tables[0]!.lines.every((line) => line.confidence === 1 && line.checks.length === 0)).toBe(true);
    expect(result.tables[0]!.lines.every((line) => line.boxes.every((box) => box === null))).toBe(true);
  });

  it('sends the chosen pages as text with the prompt, the model, the key and JSON mode', async () => {
    await extractLlm(settings, { pdf: quote('15-multi-page-repeat').pdf, pages: [2, 3] });
    const [request] = fake.requests;
    expect(request).toMatchObject({ model: 'quote-reader', response_format: { type: 'json_object' } });
    expect(request!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const user = request!.messages[1]!.content;
    expect(user.startsWith('--- Page 2 ---\n')).toBe(true);
    expect(user).toContain('\n\n--- Page 3 ---\n');
    expect(user).not.toContain('--- Page 1 ---');
    expect(user).toMatch(/[A-Z]{2}-\w+ {3}\S/);
  });

  it('lowers the confidence of a line whose figures do not add up', async () => {
    const { expected } = quote('01-qty-first');
    const lines = expected.lines.map((line, i) => (i === 0 ? { ...line, amount: '1.00' } : line));
    const wrong = await startFakeLlm({ quotes: [{ supplier: expected.supplier, lines }] });
    try {
      const result = await extractLlm({ ...settings, url: wrong.url, key: null }, { pdf: quote('01-qty-first').pdf, pages: [1] });
      expect(result.tables[0]!.lines[0]).toMatchObject({ confidence: 0.4, checks: ['qty × unit ≠ amount'] });
      expect(result.tables[0]!.lines[1]!.confidence).toBe(1);
    } finally {
      await wrong.stop();
    }
  });

  it('answers noTables when the model finds no priced line', async () => {
    const unknown = await startFakeLlm({ quotes: [] });
    try {
      await expect(extractLlm({ ...settings, url: unknown.url }, { pdf: quote('01-qty-first').pdf, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.noTables));
    } finally {
      await unknown.stop();
    }
  });

  it('answers llmBadAnswer for content that is not the asked JSON', async () => {
    fake.options.mode = 'malformed';
    await expect(extractLlm(settings, { pdf: quote('01-qty-first').pdf, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.llmBadAnswer));
    const shapeless = await startFakeLlm({ quotes: [{ supplier: quote('01-qty-first').expected.supplier, lines: quote('01-qty-first').expected.lines.map((line) => ({ ...line, model: '' })) }] });
    try {
      await expect(extractLlm({ ...settings, url: shapeless.url }, { pdf: quote('01-qty-first').pdf, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.llmBadAnswer));
    } finally {
      await shapeless.stop();
    }
  });

  it('answers llmTimeout when the model is slower than the timeout', async () => {
    fake.options.mode = 'slow';
    fake.options.delayMs = 2000;
    const started = performance.now();
    await expect(extractLlm({ ...settings, timeoutMs: 300 }, { pdf: quote('01-qty-first').pdf, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.llmTimeout));
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('answers llmUnreachable for an HTTP error, a wrong key and no server', async () => {
    const input = { pdf: quote('01-qty-first').pdf, pages: [1] };
    fake.options.mode = 'error';
    await expect(extractLlm(settings, input)).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.llmUnreachable));
    fake.options.mode = 'ok';
    await expect(extractLlm({ ...settings, key: 'sk-wrong' }, input)).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.llmUnreachable));
    await expect(extractLlm({ ...settings, url: 'http://127.0.0.1:9/v1' }, input)).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.llmUnreachable));
  });
});

describe('llm engine settings', () => {
  it('is unavailable when AIPQ_LLM_URL or AIPQ_LLM_MODEL is unset, and refuses to extract', async () => {
    expect(llmEngine({}).available).toBe(false);
    expect(llmEngine({ AIPQ_LLM_URL: 'http://127.0.0.1:1/v1' }).available).toBe(false);
    expect(llmEngine({ AIPQ_LLM_MODEL: 'm' }).available).toBe(false);
    await expect(llmEngine({}).extract({ pdf: quote('01-qty-first').pdf, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.engineUnavailable));
    expect(process.env.AIPQ_LLM_URL).toBeUndefined();
    await expect(extractWith('llm', { pdf: quote('01-qty-first').pdf, pages: [1] })).rejects.toEqual(new ExtractionError(AIPQ_MESSAGES.engineUnavailable));
  });

  it('reads URL, model, key and timeout from the environment', () => {
    expect(llmSettingsFromEnv({ AIPQ_LLM_URL: 'http://h:1/v1/', AIPQ_LLM_MODEL: 'm', AIPQ_LLM_KEY: 'k', AIPQ_LLM_TIMEOUT_MS: '5000' })).toEqual({ url: 'http://h:1/v1', model: 'm', key: 'k', timeoutMs: 5000 });
    expect(llmSettingsFromEnv({ AIPQ_LLM_URL: 'http://h:1/v1', AIPQ_LLM_MODEL: 'm' })).toEqual({ url: 'http://h:1/v1', model: 'm', key: null, timeoutMs: LLM_TIMEOUT_MS });
  });

  it('is available with both set', () => {
    expect(llmEngine({ AIPQ_LLM_URL: fake.url, AIPQ_LLM_MODEL: 'm' }).available).toBe(true);
  });
});
