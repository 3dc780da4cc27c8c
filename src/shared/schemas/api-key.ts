import { z } from 'zod';
import { API_KEY_KINDS, API_KEY_MESSAGES as M } from '#shared/lib/api-keys';

/** The path of the API key calls: `{u}/api-keys/{kind}` (docs/decisions/087). */
export const ZApiKeyParams = z.object({
  userId: z.string(),
  kind: z.enum(API_KEY_KINDS, { error: M.kindInvalid }),
});

/**
 * The answer of POST and DELETE `{u}/api-keys/{kind}`: `key` is the new key in full, answered
 * only by the POST that generated it (null after a DELETE); `masked` is what the user answer
 * shows from then on (null once cleared).
 */
export const ZApiKeyAnswer = z.object({
  kind: z.enum(API_KEY_KINDS),
  field: z.enum(['apiKey', 'specbooksApiKey', 'specbooksPublicApiKey']),
  key: z.string().nullable(),
  masked: z.string().nullable(),
});
export type TApiKeyAnswer = z.infer<typeof ZApiKeyAnswer>;
