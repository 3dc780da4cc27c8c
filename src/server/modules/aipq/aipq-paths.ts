/** The AI PDF-quote import's URLs: status URLs (`Location` headers) and page thumbnails. */

function userBase(userId: number): string {
  return `/api/v4/user/${userId}/aipq`;
}

/** GET {u}/aipq/files/{fileId}: the upload's status URL. */
export function aipqFilePath(userId: number, fileId: number): string {
  return `${userBase(userId)}/files/${fileId}`;
}

/** The thumbnail PNG of one page of an upload (served to its owner only). */
export function aipqThumbnailPath(userId: number, fileId: number, page: number): string {
  return `${aipqFilePath(userId, fileId)}/pages/${page}.png`;
}

/** GET {u}/aipq/extractions/{extractionId}: the extraction's status URL. */
export function aipqExtractionPath(userId: number, extractionId: number): string {
  return `${userBase(userId)}/extractions/${extractionId}`;
}
