/** How long a downloaded file's object URL is kept (spec §9: released after 7000 ms). */
export const OBJECT_URL_TTL_MS = 7000;

/** Saves a blob as a file through a temporary link; the object URL is released after 7 s. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_TTL_MS);
}
