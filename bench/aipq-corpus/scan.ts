// Scanned variants of corpus quotes (issue 19): each page rendered at 200 dpi, turned gray, tilted
// by a fraction of a degree, speckled with noise and saved as a JPEG, then put back as an
// image-only page (no text layer) in a new PDF (pdf-lib) of the same page size. The expected
// lines are the original's. Deterministic: the same files on every run.
// Run: npx tsx bench/aipq-corpus/scan.ts   (writes bench/aipq-corpus/scanned/*.pdf and *.json)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { withPdfDocument } from '../../src/server/lib/extraction/pdf-document';
import { POINTS_PER_INCH, renderPagePng } from '../../src/server/lib/extraction/render-page';
import { seededRandom } from './lines';
import type { QuoteExpectation } from './types';

const CORPUS_DIR = path.join(import.meta.dirname, 'quotes');
const SCANNED_DIR = path.join(import.meta.dirname, 'scanned');
/** The quotes scanned: varied layouts (see definitions.ts), at most a few pages each. */
const SCANNED_FILES = ['01-qty-first', '02-model-first-rooms', '04-bracket-codes', '09-discount-pct', '12-manufacturer-col', '15-multi-page-repeat'];
const SCAN_DPI = 200;
const SCAN_DATE = new Date('2026-03-14T12:00:00Z');

/** A scanner's flaws: tilt in degrees, gray noise amplitude (0–255) and dark specks per million pixels. */
interface ScanFlaws {
  tiltDegrees: number;
  noise: number;
  specksPerMillion: number;
}

function flawsFor(random: () => number): ScanFlaws {
  return { tiltDegrees: (random() - 0.5) * 1.2, noise: 18 + random() * 14, specksPerMillion: 150 + random() * 250 };
}

/** Gray pixels with noise and specks added (in place). */
function soil(pixels: Buffer, width: number, random: () => number, flaws: ScanFlaws): Buffer {
  for (let i = 0; i < pixels.length; i += 1) {
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (random() - 0.5) * flaws.noise));
  }
  const specks = Math.round((pixels.length / 1e6) * flaws.specksPerMillion);
  for (let s = 0; s < specks; s += 1) {
    const at = Math.floor(random() * (pixels.length - width - 2));
    for (const offset of [0, 1, width, width + 1]) pixels[at + offset] = 40 + random() * 60;
  }
  return pixels;
}

/** A page as a scanner gives it: a tilted, noisy gray JPEG of the page's size in pixels. */
async function scanPage(png: Buffer, random: () => number): Promise<Buffer> {
  const flaws = flawsFor(random);
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const noisy = soil(data, info.width, random, flaws);
  const tilted = await sharp(noisy, { raw: { width: info.width, height: info.height, channels: 1 } })
    .rotate(flaws.tiltDegrees, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((tilted.info.width - info.width) / 2);
  const top = Math.floor((tilted.info.height - info.height) / 2);
  return sharp(tilted.data, { raw: { width: tilted.info.width, height: tilted.info.height, channels: tilted.info.channels } })
    .extract({ left, top, width: info.width, height: info.height })
    .grayscale()
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** The scanned PDF of a quote: one JPEG per page at the page's size in points. */
async function scanPdf(pdf: Uint8Array, seed: number): Promise<Uint8Array> {
  const random = seededRandom(seed);
  const out = await PDFDocument.create();
  await withPdfDocument(pdf, async (doc) => {
    for (let page = 1; page <= doc.numPages; page += 1) {
      const rendered = await renderPagePng(doc, page, { scale: SCAN_DPI / POINTS_PER_INCH });
      const image = await out.embedJpg(await scanPage(rendered.png, random));
      const width = rendered.width / rendered.scale;
      const height = rendered.height / rendered.scale;
      out.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    }
  });
  // Fixed dates: the same bytes on every run.
  out.setCreationDate(SCAN_DATE);
  out.setModificationDate(SCAN_DATE);
  return out.save({ useObjectStreams: true });
}

await mkdir(SCANNED_DIR, { recursive: true });
for (const [index, file] of SCANNED_FILES.entries()) {
  const pdf = await readFile(path.join(CORPUS_DIR, `${file}.pdf`));
  const expected = JSON.parse(await readFile(path.join(CORPUS_DIR, `${file}.json`), 'utf8')) as QuoteExpectation;
  const scanned = await scanPdf(pdf, 1000 + index);
  const name = `${file}-scanned`;
  await writeFile(path.join(SCANNED_DIR, `${name}.pdf`), scanned);
  await writeFile(path.join(SCANNED_DIR, `${name}.json`), `${JSON.stringify({ ...expected, file: name }, null, 2)}\n`);
  console.log(`${name}.pdf: ${expected.pages} page(s), ${(scanned.length / 1024).toFixed(0)} KB`);
}
