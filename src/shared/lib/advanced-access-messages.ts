/**
 * Advanced access (spec/workspace.md §5, §8; business-records.md §"Account"; docs/decisions/027):
 * the access code that unlocks advanced pricing for 1 day, its limits and user-facing strings.
 * The failure toast is the spec's own; the others follow its wording.
 */
export const ADVANCED_ACCESS_MESSAGES = {
  /** §8 failure toast of an access-code check (a wrong code or a failed request). */
  validateFailed: 'Could not validate access code',
  unlocked: 'Advanced pricing unlocked for 1 day',
  forbidden: 'Advanced pricing needs the access code.',
  codeRequired: 'Enter the access code.',
  codeTooLong: 'The access code must not exceed 100 characters.',
  newCodeLength: 'The access code must be 4 to 32 characters long.',
  newCodeBlank: 'The access code must not start or end with a space.',
  tooManyAttempts: 'Too many access code attempts. Please try again in a minute.',
  codeSaved: 'Access code saved',
  codeCleared: 'Access code removed',
  saveFailed: 'Could not save the access code',
} as const;

/** How long a valid access code keeps advanced access: 1 day (spec §9 constants). */
export const ACCESS_CODE_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** Length limits of an account's access code. */
export const ACCESS_CODE_MIN = 4;
export const ACCESS_CODE_MAX = 32;

/** Access-code checks per user and minute before 429. */
export const ACCESS_CODE_ATTEMPTS_PER_MINUTE = 10;

/**
 * The price fields only advanced access may edit: cost, multiplier, profit margin and the
 * multiplier's label. List and sale price, quantity and shipping cost stay open to everyone.
 */
export const ADVANCED_PRICE_FIELDS = ['cost', 'multiplier', 'profit_margin', 'multiplier_label'] as const;

/** Does this price fieldType need advanced access? */
export function isAdvancedPriceField(fieldType: string): boolean {
  return (ADVANCED_PRICE_FIELDS as readonly string[]).includes(fieldType);
}
