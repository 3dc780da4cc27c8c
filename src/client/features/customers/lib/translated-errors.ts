import { t } from '#client/lib/i18n';

/** Field errors (the shared rules' or the server's English messages) in the interface's language, keyed as given. */
export function translatedErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, t(message)]));
}
