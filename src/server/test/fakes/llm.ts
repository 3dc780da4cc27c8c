import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { quoteDefinitions } from '../../../../bench/aipq-corpus/definitions';
import type { QuoteDefinition } from '../../../../bench/aipq-corpus/types';

/** A quote the fake knows: its supplier and lines as a model reading it answers them (discount as printed: '10%' or money off the line). */
export interface FakeLlmQuote {
  supplier: string;
  lines: Array<{ room: string | null; model: string; name: string; manufacturer: string | null; quantity: number; unitPrice: string; amount: string; discount?: string | null }>;
}

/** A corpus quote as the fake answers it: its lines with the discount the PDF prints. */
function answerOf(quote: QuoteDefinition): FakeLlmQuote {
  const percent = quote.layout.columns.some((column) => column.kind === 'discountPct');
  const discountOf = (discount: string | undefined) => (!discount || Number(discount) === 0 ? null : percent ? `${discount}%` : discount);
  return { supplier: quote.supplier, lines: quote.lines.map(({ discount, ...line }) => ({ ...line, discount: discountOf(discount) })) };
}

/** How the fake answers. */
export interface FakeLlmOptions {
  /** The quotes it recognises; by default the corpus' (bench/aipq-corpus/definitions.ts: the scanned ones are the same quotes). */
  quotes?: FakeLlmQuote[];
  /** 'malformed': content that is not JSON; 'error': HTTP 500; 'slow': answers after `delayMs`. */
  mode?: 'ok' | 'malformed' | 'error' | 'slow';
  delayMs?: number;
  /** When set, a request without `Authorization: Bearer <apiKey>` answers 401 (as OpenAI does). */
  apiKey?: string;
}

/** A chat request as the fake received it. */
export interface FakeLlmRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
}

/** A running fake. */
export interface FakeLlm {
  /** http://127.0.0.1:<port>/v1: AIPQ_LLM_URL of the code under test. */
  url: string;
  requests: FakeLlmRequest[];
  options: FakeLlmOptions;
  stop(): Promise<void>;
}

/** The quote whose supplier and most of whose models the text names (null when none does). */
function recognise(quotes: FakeLlmQuote[], text: string): FakeLlmQuote | null {
  const scored = quotes
    .filter((quote) => text.includes(quote.supplier))
    .map((quote) => ({ quote, found: quote.lines.filter((line) => text.includes(line.model)).length / Math.max(1, quote.lines.length) }))
    .sort((a, b) => b.found - a.found);
  const best = scored[0];
  return best && best.found >= 0.5 ? best.quote : null;
}

const cents = (money: string | number): number => Math.round(Number(money) * 100);

/** Each room's sum, as a quote's subtotal lines print it. */
function subtotals(lines: FakeLlmQuote['lines']) {
  const rooms = [...new Set(lines.map((line) => line.room))];
  return rooms.map((room) => ({ room, amount: (lines.filter((line) => line.room === room).reduce((sum, line) => sum + cents(line.amount), 0) / 100).toFixed(2) }));
}

/** The answer's JSON: the recognised quote's lines in one table, or no table. */
function answerContent(quotes: FakeLlmQuote[], text: string): string {
  const quote = recognise(quotes, text);
  if (!quote) return JSON.stringify({ supplier: null, tables: [] });
  return JSON.stringify({ supplier: quote.supplier, tables: [{ title: 'Quote', lines: quote.lines, subtotals: subtotals(quote.lines) }] });
}

/** A Chat Completions response (https://platform.openai.com/docs/api-reference/chat/object). */
function completion(model: string, content: string) {
  return {
    id: `chatcmpl-fake${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * A fake OpenAI-compatible model built from the Chat Completions contract
 * (https://platform.openai.com/docs/api-reference/chat/create): POST /v1/chat/completions with
 * {model, messages} → {choices:[{message:{content}}]}; errors as {"error":{"message","type"}}.
 * It "reads" the user message: when it names a known quote's supplier and models, it answers that
 * quote's expected lines; otherwise no table.
 */
export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  const fake: Omit<FakeLlm, 'url' | 'stop'> = { requests, options };
  const quotes = options.quotes ?? quoteDefinitions().map(answerOf);
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      if (!res.destroyed) res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const error = (status: number, message: string, type: string) => answer(status, { error: { message, type, param: null, code: null } });
    void readJson(req).then((body) => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return error(404, 'Not found', 'invalid_request_error');
      if (fake.options.apiKey && req.headers.authorization !== `Bearer ${fake.options.apiKey}`) return error(401, 'Incorrect API key provided', 'invalid_request_error');
      const request = body as FakeLlmRequest | null;
      if (!request?.model || !Array.isArray(request.messages)) return error(400, "'model' and 'messages' are required", 'invalid_request_error');
      requests.push(request);
      if (fake.options.mode === 'error') return error(500, 'The server had an error while processing your request.', 'server_error');
      const text = request.messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
      const content = fake.options.mode === 'malformed' ? 'Here are the lines: model K-2362, 2 × $450' : answerContent(quotes, text);
      if (fake.options.mode === 'slow') setTimeout(() => answer(200, completion(request.model, content)), fake.options.delayMs ?? 2000);
      else answer(200, completion(request.model, content));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}/v1`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
