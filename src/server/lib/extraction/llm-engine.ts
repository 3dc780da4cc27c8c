/**
 * The `llm` extraction engine (docs/decisions/057): the chosen pages' text (the text layer, or OCR
 * for a page without one) sent with a prompt to an OpenAI-compatible Chat Completions endpoint
 * (AIPQ_LLM_URL, AIPQ_LLM_MODEL, AIPQ_LLM_KEY); its JSON answer validated and turned into tables
 * whose lines pass the same checks as the other engines'. Unavailable when URL or model is unset.
 */
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { ExtractionError, type ExtractionEngine, type ExtractionInput, type ExtractionResult } from './engine';
import { answerTables, LLM_SYSTEM_PROMPT, ZLlmAnswer } from './llm-answer';
import { completeChat, llmSettingsFromEnv, parseJson, type LlmSettings } from './llm-client';
import { ocrPages } from './ocr-pages';
import { withPdfDocument } from './pdf-document';
import { pageText } from './pdf-text';
import { groupLines, type PositionedPage, type TextLine } from './positioned-text';

/** A gap wider than this share of the line's height separates columns: it is kept as three spaces. */
const COLUMN_GAP = 0.8;

/** The chosen pages' words: the text layer, and OCR for the pages without one (pages outside the file are skipped). */
async function readPages(input: ExtractionInput): Promise<{ pages: PositionedPage[]; notes: string[] }> {
  const { read, withoutText } = await withPdfDocument(input.pdf, async (doc) => {
    const chosen = input.pages.filter((page) => page >= 1 && page <= doc.numPages);
    const pages = await Promise.all(chosen.map((page) => pageText(doc, page)));
    return { read: pages.filter((page) => page.words.length > 0), withoutText: pages.filter((page) => page.words.length === 0).map((page) => page.page) };
  });
  const scanned = withoutText.length > 0 ? await ocrPages(input.pdf, withoutText, input) : [];
  return { pages: [...read, ...scanned].sort((a, b) => a.page - b.page), notes: withoutText.map((page) => `Page ${page} has no text: read by OCR.`) };
}

/** A line's text with column gaps kept as three spaces. */
function lineText(line: TextLine): string {
  return line.words.reduce((text, word, index) => {
    const previous = line.words[index - 1];
    if (!previous) return word.text;
    return `${text}${word.x - (previous.x + previous.width) > line.height * COLUMN_GAP ? '   ' : ' '}${word.text}`;
  }, '');
}

/** The user message: each page's lines under a "--- Page N ---" marker. */
export function pagesPrompt(pages: PositionedPage[]): string {
  return pages.map((page) => [`--- Page ${page.page} ---`, ...groupLines(page).map(lineText)].join('\n')).join('\n\n');
}

/**
 * Extracts the quote tables of the chosen pages with the model.
 * @throws ExtractionError llmUnreachable, llmTimeout, llmBadAnswer (not JSON, or not the asked shape), noTables.
 */
export async function extractLlm(settings: LlmSettings, input: ExtractionInput): Promise<ExtractionResult> {
  const { pages, notes } = await readPages(input);
  if (pages.length === 0) throw new ExtractionError(AIPQ_MESSAGES.noTables);
  input.onProgress?.('Asking the AI model');
  const content = await completeChat(settings, LLM_SYSTEM_PROMPT, pagesPrompt(pages), input.signal);
  const answer = ZLlmAnswer.safeParse(parseJson(content));
  if (!answer.success) throw new ExtractionError(AIPQ_MESSAGES.llmBadAnswer, { cause: answer.error });
  const tables = answerTables(answer.data);
  if (tables.length === 0) throw new ExtractionError(AIPQ_MESSAGES.noTables);
  return { tables, supplier: answer.data.supplier, notes };
}

/** The llm engine of the environment's settings: unavailable when AIPQ_LLM_URL or AIPQ_LLM_MODEL is unset. */
export function llmEngine(env: NodeJS.ProcessEnv): ExtractionEngine {
  const settings = llmSettingsFromEnv(env);
  return {
    id: 'llm',
    available: settings !== null,
    extract: async (input) => {
      if (!settings) throw new ExtractionError(AIPQ_MESSAGES.engineUnavailable);
      return extractLlm(settings, input);
    },
  };
}
