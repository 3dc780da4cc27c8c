/** QR codes for documents and labels, as PNG images pdfkit can place. */
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/** Quiet zone around the code, in modules. */
const MARGIN = 2;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit grayscale PNG (no alpha) of `side` × `side` pixels from its filtered rows (a 0 byte, then one byte per pixel). */
function grayPng(rows: Buffer, side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, grayscale, deflate, no filter method, no interlace
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 1 })), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A QR code of `text` as a PNG about `size` pixels square (whole pixels per module) with a quiet
 * zone, error correction M (survives a scuffed label). Grayscale without alpha, so pdfkit embeds
 * it as it is: a sheet of 1,000 labels takes a second or two, not half a minute.
 */
export async function qrPng(text: string, size = 300): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 2 * MARGIN;
  const scale = Math.max(1, Math.round(size / cells));
  const side = cells * scale;
  const stride = side + 1;
  const rows = Buffer.alloc(stride * side, 255);
  for (let y = 0; y < side; y += 1) rows[y * stride] = 0; // filter type None
  for (let row = 0; row < modules.size; row += 1) {
    const first = (row + MARGIN) * scale * stride;
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) rows.fill(0, first + 1 + (col + MARGIN) * scale, first + 1 + (col + MARGIN + 1) * scale);
    }
    for (let dy = 1; dy < scale; dy += 1) rows.copy(rows, first + dy * stride, first, first + stride);
  }
  return grayPng(rows, side);
}
