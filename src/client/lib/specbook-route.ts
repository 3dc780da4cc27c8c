/** Path helpers for the specbook routes shared by the header, the side menu and pages. */

const MANAGE_PATH = /^\/v4\/specbooks\/manage\/(\d+)(?:\/|$)/;

/** Path of the manage page of one specbook. */
export function manageSpecbookPath(id: number | string): string {
  return `/v4/specbooks/manage/${id}`;
}

/** Path of a spec's more-options page in a specbook (the placement's join id). */
export function specOptionsPath(specbookId: number, joinId: number): string {
  return `${manageSpecbookPath(specbookId)}/spec/${joinId}`;
}

/** Path of the AI PDF-quote import wizard of one specbook. */
export function aipqPath(specbookId: number): string {
  return `${manageSpecbookPath(specbookId)}/integration/aipq`;
}

/** Path of the ERP integration wizard of one specbook. */
export function erpWizardPath(specbookId: number): string {
  return `${manageSpecbookPath(specbookId)}/integration/wise`;
}

/** Path of the customer-facing e-Specbook of one specbook. */
export function especbookPath(id: number | string): string {
  return `/v4/especbook/${id}`;
}

/**
 * The id of the specbook open on `pathname` (/v4/specbooks/manage/{id} and its sub-pages), or
 * null when no specbook is loaded.
 */
export function specbookIdFromPath(pathname: string): number | null {
  const match = MANAGE_PATH.exec(pathname);
  if (!match?.[1]) return null;
  const id = Number.parseInt(match[1], 10);
  return Number.isSafeInteger(id) ? id : null;
}
