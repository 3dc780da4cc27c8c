/**
 * The addresses QR codes open (spec/client-view-and-downloads.md §2.1, §2.3): a smart label opens
 * one spec of one specbook; a specbook's QR-code PDF opens its QR view. The server prefixes them
 * with its public URL; the client router matches the same paths.
 */

/** Path of a smart label's landing page: /qr/smartlabel/specbook/{specbookId}/spec/{specbookSpecId}. */
export function smartLabelPath(specbookId: number, specbookSpecId: number): string {
  return `/qr/smartlabel/specbook/${specbookId}/spec/${specbookSpecId}`;
}

/** Path of a specbook's QR view: /v4/matrix?qrSpecbookID={specbookId}. */
export function qrViewPath(specbookId: number): string {
  return `/v4/matrix?qrSpecbookID=${specbookId}`;
}

/** `path` on the public origin `baseUrl` (a trailing slash of the origin is ignored). */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}
