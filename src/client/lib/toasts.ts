import { notifications } from '@mantine/notifications';
import { ApiError, firstErrorMessage } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';

/**
 * Toasts last 3000 ms, top-right (spec §8); the position is set by the app's Notifications host.
 * Every toast's text goes through the catalogue (t), the server's messages too (docs/decisions/068).
 */
const AUTO_CLOSE = 3000;

/** A success toast. */
export function toastSuccess(message: string): void {
  notifications.show({ color: 'teal', message: t(message), autoClose: AUTO_CLOSE });
}

/** An info toast (a hint, not a failure). */
export function toastInfo(message: string): void {
  notifications.show({ color: 'blue', message: t(message), autoClose: AUTO_CLOSE });
}

/** An error toast. */
export function toastError(message: string): void {
  notifications.show({ color: 'red', message: t(message), autoClose: AUTO_CLOSE });
}

/**
 * The toast of a failed silent call: the server's own message for a 4xx answer (it says what to
 * fix), otherwise the spec's failure toast `fallback`. Aborted calls and 401 (the API client
 * already expires the session) show nothing.
 */
export function toastFailure(err: unknown, fallback: string): void {
  if (err instanceof DOMException && err.name === 'AbortError') return;
  if (err instanceof ApiError && err.status === 401) return;
  const serverMessage = err instanceof ApiError && err.status >= 400 && err.status < 500 ? firstErrorMessage(err.body) : null;
  toastError(serverMessage ?? fallback);
}
