import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { parsePdf, type ParsedPdf } from '#server/test/pdf';

/** A saved PDF download's text and pages, read with pdfjs-dist. */
export async function downloadedPdf(download: Download): Promise<ParsedPdf> {
  return parsePdf(new Uint8Array(await readFile((await download.path())!)));
}
