/**
 * Exact user-facing strings of smart labels and the QR-code PDF (spec/client-view-and-downloads.md
 * §2.10, §2.11, §8). The modal, the landing page, the server and their tests read them from here.
 */
export const SMART_LABEL_MESSAGES = {
  // Documents menu and modal (§2.10).
  menuItem: 'Smart Labels',
  qrCodePdfMenuItem: 'QR Code PDF',
  modalTitle: 'Smart Labels',
  selectAll: 'Select all',
  print: 'Print',
  noSpecs: 'This specbook has no specs to label yet.',
  selectedCount: (selected: number, total: number) => `${selected} of ${total} selected`,
  labelsCount: (n: number) => (n === 1 ? '1 label' : `${n} labels`),
  sheetNote: (pages: number) => `Avery 5163 label sheets (2" × 4", 10 per Letter page): ${pages === 1 ? '1 sheet' : `${pages} sheets`}.`,

  // Toasts (§2.10, §8).
  generating: 'Generating Smart Labels...',
  generated: 'Smart Labels Generated.',
  failed: (message: string) => `Error: ${message}`,
  qrCodePdfFailed: 'Unable to get QR Code PDF',

  // Files (§2.10, §7).
  labelsFileName: 'Labels.pdf',
  qrCodeFileName: (specbookName: string) => `${specbookName} - QR Code.pdf`,

  // Server (400 / 403).
  nothingSelected: 'Select at least one spec to print labels.',
  duplicateCategory: 'Each category may be listed only once.',
  otherSpecbook: 'The labels payload names another specbook.',
  otherUser: 'The labels payload names another user.',
  roleRequired: 'Smart labels are not enabled for your account.',

  // Labels and QR page text.
  model: 'Model',
  finish: 'Finish',
  room: 'Room',
  miscellaneous: 'Miscellaneous',
  qrCodeHeading: 'Scan to open the e-Specbook',

  // Landing page (/qr/smartlabel/…).
  manufacturer: 'Manufacturer',
  description: 'Description',
  viewSpecbook: 'View the whole specbook',
  specNotFound: 'This product is no longer in the specbook.',
  opening: 'Opening the product',
} as const;
