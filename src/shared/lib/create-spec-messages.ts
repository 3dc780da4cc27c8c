/**
 * Create Spec and spec document strings and limits (spec/workspace.md §2 "Create Spec modal",
 * §5 "Create Spec", "Document name", §8).
 */

/** User-facing strings of Create Spec and spec documents. */
export const CREATE_SPEC_MESSAGES = {
  manufacturerRequired: 'Manufacturer is required',
  manufacturerInvalid: 'Manufacturer must have a valid id',
  modelRequired: 'Model # is required',
  modelLength: 'Model # must be between 2 and 50 characters',
  nameRequired: 'Name is required',
  nameMax: 'Name cannot exceed 200 characters',
  upcLength: 'UPC must be between 1 and 50 characters',
  descriptionMax: 'Description cannot exceed 4000 characters',
  priceDigits: 'List price must be digits only',
  pricePositive: 'List price must be a positive number',
  customDocNameRequired: 'Custom document name is required',
  customDocNameMax: 'Custom document name cannot exceed 25 characters',
  customDocMissing: 'Add the custom document file or remove its name',
  documentNotPdf: 'Documents must be PDF files',
  imageNotImage: 'The image must be a PNG, JPEG, GIF or WebP image',
  fileTooLarge: (mb: number) => `Files cannot exceed ${mb} MB`,
  unknownFile: (field: string) => `Unknown file field "${field}".`,
  documentNameLength: 'Document name must be between 3 and 25 characters',
  documentTypeInvalid: 'Document type is not valid',
  documentFileRequired: 'Choose a file to upload',
  notMultipart: 'The request must be multipart/form-data.',
  /** Toasts (§8). */
  formInvalid: 'The form has missing or invalid data',
  createFailed: 'Spec could not be created',
  created: 'Spec added successfully',
  documentCreateFailed: 'Could Not Create Document',
  documentDeleteFailed: 'Could Not Delete Spec Document',
  requiredNote: 'All fields marked * are required',
  dropImage: 'Click or drop image here',
  addDocument: '+ Add Document',
  addMissingManufacturer: '+ Add Missing Manufacturer',
} as const;

/** Create Spec limits (spec §5) and upload sizes. */
export const CREATE_SPEC_LIMITS = {
  modelMin: 2,
  modelMax: 50,
  upcMax: 50,
  nameMax: 200,
  descriptionMax: 4000,
  /** Stored HTML may be longer than its text (tags); this caps the markup. */
  descriptionHtmlMax: 20_000,
  customDocNameMax: 25,
  documentNameMin: 3,
  documentNameMax: 25,
  pdfMaxMb: 20,
  imageMaxMb: 10,
} as const;

/** The six document slots of the Create Spec modal, with their multipart file field and document type name. */
export const CREATE_SPEC_DOCUMENT_SLOTS = [
  { field: 'specDocFile', label: 'Spec Sheet (*.pdf)', type: 'specification', defaultName: 'Spec Sheet' },
  { field: 'infoDocFile', label: 'Installation (*.pdf)', type: 'installation', defaultName: 'Installation' },
  { field: 'breakdownPartsDocFile', label: 'Parts Breakdown', type: 'partsBreakdown', defaultName: 'Parts Breakdown' },
  { field: 'warrantyDocFile', label: 'Care & Warranty', type: 'warranty', defaultName: 'Care & Warranty' },
  { field: 'safetyDocFile', label: 'Safety Data Sheet', type: 'safetyDataSheet', defaultName: 'Safety Data Sheet' },
  { field: 'customDocFile', label: 'Custom Document', type: 'custom', defaultName: 'Custom Document' },
] as const;

/** The multipart file fields of Create Spec. */
export type TCreateSpecFileField = 'imageFile' | (typeof CREATE_SPEC_DOCUMENT_SLOTS)[number]['field'];

// The visible text of rich-text HTML: its own module, so that pages showing it need not load these messages.
export { richTextToPlain } from './rich-text';

/** Labels of the spec document types (SPEC_DOCUMENT_TYPES numbers), for pickers and lists. */
export const DOCUMENT_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: 'Image',
  2: 'Spec Sheet',
  3: 'Installation',
  4: 'Parts Breakdown',
  5: 'Care & Warranty',
  6: 'Safety Data Sheet',
  7: 'Custom Document',
};
