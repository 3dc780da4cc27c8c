/** QR codes for documents and labels, as PNG images pdfkit can place. */
import QRCode from 'qrcode';

/**
 * A QR code of `text` as a PNG, `size` pixels square with a quiet zone, error correction M
 * (survives a scuffed label).
 */
export function qrPng(text: string, size = 300): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' });
}
