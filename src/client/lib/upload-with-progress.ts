import { acceptHeader, ApiError, unwrapData, type TApiErrorBody } from './api-client';
import { getToken } from './auth-storage';

/** What an upload answered: the unwrapped `data` and the `Location` header (null when absent). */
export type TUploaded<T> = { data: T; location: string | null };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs `form` as multipart/form-data with the bearer token and reports the share of bytes sent
 * (0–100) while it goes: fetch cannot tell upload progress, XMLHttpRequest can. Nothing is toasted.
 * @throws ApiError with the server's message (`failedMessage` when it gives none; status 0 without an answer).
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (percent: number) => void, options: { version?: number; failedMessage: string }): Promise<TUploaded<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', acceptHeader(path, options.version));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, null, options.failedMessage));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, body && typeof body === 'object' ? (body as TApiErrorBody) : null, options.failedMessage));
        return;
      }
      resolve({ data: unwrapData<T>(body), location: xhr.getResponseHeader('location') });
    };
    xhr.send(form);
  });
}
