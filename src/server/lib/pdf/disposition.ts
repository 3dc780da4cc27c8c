/** The Content-Disposition of a downloaded file, safe for any file name. */

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266), so
 * "Café Remodel - Specs.pdf" downloads under its own name and quotes or slashes cannot break out.
 */
export function attachmentDisposition(fileName: string): string {
  const cleaned = fileName.replace(/[\\/\r\n"]+/g, ' ').replace(/\s+/g, ' ').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}
