/**
 * Limits and exact strings of specbook attachments (spec/business-records.md §3 "Attachment", §7
 * "Attachments"; decision 059). Server checks, client screens and tests read them from here.
 */

import { MESSAGES } from './messages';

/** Largest attachment accepted: 25 MB. */
export const ATTACHMENT_MAX_MB = 25;
/** {@link ATTACHMENT_MAX_MB} in bytes. */
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;
/** Longest file name kept (with its extension). */
export const ATTACHMENT_NAME_MAX = 180;

/** Extensions an attachment may have, by the kind shown beside it. */
export const ATTACHMENT_EXTENSIONS = {
  document: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'rtf'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'],
  spreadsheet: ['xls', 'xlsx', 'csv'],
  drawing: ['dwg', 'dxf'],
} as const;

/** What the upload accepts, for a file picker's `accept`. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_EXTENSIONS)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

export const ATTACHMENT_MESSAGES = {
  dropHint: MESSAGES.dropFile,
  acceptHint: `PDF, images, Office documents, CSV or text, DWG or DXF drawings — up to ${ATTACHMENT_MAX_MB} MB`,
  fileRequired: 'Please choose a file to upload.',
  tooLarge: `This file is larger than ${ATTACHMENT_MAX_MB} MB. Please upload a smaller file.`,
  wrongType: 'This kind of file cannot be attached. Attach a PDF, an image, an Office document, a CSV or text file, or a DWG or DXF drawing.',
  notMatching: "This file's contents do not match its extension, so it cannot be attached.",
  unsafe: 'This file contains scripts or program code and cannot be attached.',
  nameRequired: 'File name is required',
  nameTooLong: `File name should not exceed ${ATTACHMENT_NAME_MAX} characters`,
  linkInvalid: 'This link has expired or is not valid. Open the attachment again from the specbook.',
  uploaded: 'Attachment uploaded.',
  uploadFailed: 'Could not upload the attachment.',
  updated: 'Attachment updated.',
  updateFailed: 'Could not update the attachment.',
  deleted: 'Attachment deleted.',
  deleteFailed: 'Could not delete the attachment.',
  fetchFailed: 'Could not load the attachments.',
  empty: 'No attachments yet. Drop drawings, brochures or quotes here to keep them with the specbook.',
  emptyForClients: 'No documents have been shared with you yet.',
  deleteConfirm: (name: string) => `Delete "${name}"? The file is removed for everyone and cannot be restored.`,
} as const;
