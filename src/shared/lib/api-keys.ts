/**
 * The user's three API keys of spec/workspace.md §3 "User" (apiKey, {product}ApiKey,
 * {product}PublicApiKey): their kinds as the path names them, the user field each fills, the
 * prefix of a generated key, and the messages of the API keys section (docs/decisions/087).
 * The spec quotes none of these strings; they follow the wording of its catalogue (§8).
 */
export const API_KEY_KINDS = ['api', 'specbooks', 'specbooksPublic'] as const;

/** A kind of API key, as `POST /api/v4/user/{userId}/api-keys/{kind}` names it. */
export type TApiKeyKind = (typeof API_KEY_KINDS)[number];

/** The user field (spec §3) each kind of key fills. */
export const API_KEY_FIELDS = {
  api: 'apiKey',
  specbooks: 'specbooksApiKey',
  specbooksPublic: 'specbooksPublicApiKey',
} as const satisfies Record<TApiKeyKind, string>;

/** The user field of one kind of key. */
export type TApiKeyField = (typeof API_KEY_FIELDS)[TApiKeyKind];

/** What a generated key starts with, so that a key found in a log or a file says what it is. */
export const API_KEY_PREFIXES = {
  api: 'sf_live_',
  specbooks: 'sf_sb_',
  specbooksPublic: 'sf_pub_',
} as const satisfies Record<TApiKeyKind, string>;

/** How many of a key's last characters stay readable once it has been shown. */
export const API_KEY_VISIBLE_CHARS = 4;

/** What stands for the hidden characters of a masked key. */
export const API_KEY_MASK = '••••';

export const API_KEY_MESSAGES = {
  kindInvalid: `The API key kind must be one of ${API_KEY_KINDS.join(', ')}.`,
  generated: 'API key generated.',
  rotated: 'API key rotated.',
  revoked: 'API key revoked.',
  generateFailed: 'Could not generate the API key.',
  revokeFailed: 'Could not revoke the API key.',
} as const;
