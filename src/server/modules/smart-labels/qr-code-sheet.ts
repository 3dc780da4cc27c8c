/**
 * The QR-code PDF of a specbook (spec/client-view-and-downloads.md §2.11): one Letter page with the
 * company (logo and name), the specbook's name and a large QR code that opens its QR view, for a
 * showroom to print and place beside a display or hand to a client.
 */
import { qrPng, renderPdf } from '#server/lib/pdf/index';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';

/** What the page shows. */
export interface QrCodeSheet {
  url: string;
  specbookName: string;
  company: string;
  /** The company logo, PDF-ready (bounded JPEG/PNG), or null. */
  logo: Buffer | null;
}

/** Side of the QR code: 4.5". */
const QR_SIDE = 324;

/** The one-page QR-code PDF. */
export function drawQrCodeSheet(sheet: QrCodeSheet): Promise<Buffer> {
  return renderPdf({ title: `${sheet.specbookName} - QR Code`, author: sheet.company }, async (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    let y = doc.page.margins.top + 12;
    if (sheet.logo) {
      doc.image(sheet.logo, left + (width - 160) / 2, y, { fit: [160, 64], align: 'center', valign: 'center' });
      y += 76;
    }
    doc.font('Helvetica').fontSize(14).fillColor('#444444').text(sheet.company, left, y, { width, align: 'center' });
    y = doc.y + 10;
    doc.font('Helvetica-Bold').fontSize(26).fillColor('#111111').text(sheet.specbookName, left, y, { width, align: 'center' });
    y = doc.y + 28;
    doc.image(await qrPng(sheet.url, 600), left + (width - QR_SIDE) / 2, y, { width: QR_SIDE, height: QR_SIDE });
    y += QR_SIDE + 20;
    doc.font('Helvetica').fontSize(14).fillColor('#222222').text(M.qrCodeHeading, left, y, { width, align: 'center' });
    doc.moveDown(0.4).fontSize(9).fillColor('#777777').text(sheet.url, { width, align: 'center' });
  });
}
