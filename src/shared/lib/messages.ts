/**
 * The spec's exact user-facing strings (spec/workspace.md §2, §8). One place so that the
 * server, the client and the tests agree on every word.
 */
export const MESSAGES = {
  tokenExpired: 'Token Expired. Please, login again.',
  notFoundPage: 'This page could not be found',
  backHome: 'Back to the home page',
  noResults: 'No results found',
  invalidCredentials: 'Invalid email or password.',
  unauthorized: 'Unauthorized',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found.',
  tooManyLogins: 'Too many login attempts. Please try again in a minute.',
  /** Any other rate-limited call (e-Specbook link exchange, QR view token, client log). */
  tooManyRequests: 'Too many requests. Please try again in a minute.',
  internal: 'Something went wrong. Please try again.',
  invalidRequest: 'The request is not valid.',
  /** Shown in place of a missing product image (spec §2 "Other shared screen behaviours"). */
  productImageFallback: 'Product image coming soon.',
  /** The shared file drop zone (spec §2 "Other shared screen behaviours"). */
  dropFile: 'Click or drop file here',
  /** The default field error of a rule that names no message of its own (spec §5 "Generic"). */
  fieldError: 'This field has an error',
  /** The current user's roles could not be read (spec §8). */
  rolesFetchFailed: "Couldn't fetch user roles",
  adminBanner: (productName: string) =>
    `${productName} ADMIN ACCOUNT: ALL ACTIONS WILL BE CONSIDERED GLOBAL`,
} as const;

/** Product name as shown in the UI. */
export const PRODUCT_NAME = 'Specfolio';

/** Business constants of spec/workspace.md §9 that the shell uses. */
export const CONSTANTS = {
  toastMs: 3000,
  logoutDelayMs: 3000,
  headerSearchMinChars: 3,
  headerSearchDebounceMs: 500,
  /** Select-field search debounce (spec §9). */
  selectSearchDebounceMs: 300,
  chunkReloadIntervalMs: 60_000,
  defaultPageSize: 24,
  defaultSearchDepth: 3,
  supportPhone: '(800) 555-0142',
  progressThrottleMs: 200,
  progressDurationMs: 5000,
  /** Toggle switch labels are cut to this many characters (spec §2, §9). */
  toggleLabelMaxChars: 30,
} as const;
