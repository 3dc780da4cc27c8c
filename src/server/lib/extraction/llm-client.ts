/**
 * A Chat Completions call to an OpenAI-compatible endpoint (POST {base}/chat/completions, as in
 * https://platform.openai.com/docs/api-reference/chat/create): one system and one user message,
 * a JSON object asked for, the first choice's content answered.
 */
import { z } from 'zod';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { ExtractionError } from './engine';

/** Where and how the model is reached (AIPQ_LLM_URL, AIPQ_LLM_MODEL, AIPQ_LLM_KEY, AIPQ_LLM_TIMEOUT_MS). */
export interface LlmSettings {
  /** The API base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  url: string;
  model: string;
  key: string | null;
  timeoutMs: number;
}

/** The longest an answer may take unless AIPQ_LLM_TIMEOUT_MS says otherwise: local models read a long quote slowly. */
export const LLM_TIMEOUT_MS = 180_000;

/** The settings of the environment; null when AIPQ_LLM_URL or AIPQ_LLM_MODEL is unset. */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv): LlmSettings | null {
  const url = env.AIPQ_LLM_URL?.trim();
  const model = env.AIPQ_LLM_MODEL?.trim();
  if (!url || !model) return null;
  const timeoutMs = Number(env.AIPQ_LLM_TIMEOUT_MS);
  return { url: url.replace(/\/+$/, ''), model, key: env.AIPQ_LLM_KEY?.trim() || null, timeoutMs: timeoutMs > 0 ? timeoutMs : LLM_TIMEOUT_MS };
}

const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** The request body: deterministic (temperature 0), JSON mode. */
function chatRequest(settings: LlmSettings, system: string, user: string) {
  return {
    model: settings.model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  };
}

async function post(settings: LlmSettings, body: unknown, signal?: AbortSignal): Promise<Response> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  try {
    return await fetch(`${settings.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.key ? { authorization: `Bearer ${settings.key}` } : {}) },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ExtractionError(AIPQ_MESSAGES.llmTimeout, { cause: error });
    throw new ExtractionError(AIPQ_MESSAGES.llmUnreachable, { cause: error });
  }
}

/**
 * Asks the model and answers the content of its first choice.
 * @throws ExtractionError llmTimeout, llmUnreachable (no connection, or an HTTP error) or llmBadAnswer.
 */
export async function completeChat(settings: LlmSettings, system: string, user: string, signal?: AbortSignal): Promise<string> {
  const response = await post(settings, chatRequest(settings, system, user), signal);
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ExtractionError(AIPQ_MESSAGES.llmUnreachable, { cause: new Error(`HTTP ${response.status}: ${text.slice(0, 500)}`) });
  const parsed = ZChatCompletion.safeParse(parseJson(text));
  const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
  if (!content) throw new ExtractionError(AIPQ_MESSAGES.llmBadAnswer, { cause: new Error(text.slice(0, 500)) });
  return content;
}

/** JSON.parse that answers undefined for text that is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
