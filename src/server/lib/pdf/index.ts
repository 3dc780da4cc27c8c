/** PDF building blocks: drawing (pdfkit), merging (pdf-lib), QR codes and images. */
export { renderPdf, type PdfDoc, type RenderPdfOptions, type TPdfOrientation } from './render';
export { insertPdfPages, loadAttachablePdf, skippedPdfNote, type PdfInsert, type TAttachablePdf } from './merge';
export { qrPng } from './qr';
export { pdfImage, PDF_IMAGE_MAX_PX } from './images';
export { cachedPdfImage, cachePdfImage, forgetPdfImage, pdfImageCacheKey } from './image-cache';
export { PDF_COLORS } from './palette';
export { eventLoopYielder, PDF_YIELD_EVERY, yieldToEventLoop } from './yield';
