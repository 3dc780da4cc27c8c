/**
 * Label-sheet arithmetic of the smart labels (spec/client-view-and-downloads.md §2.10). Which
 * specs get a label is the category selection of #shared/lib/category-selection.
 */

/** Labels per Letter sheet of the label stock (Avery 5163: 2 columns × 5 rows). */
export const LABELS_PER_SHEET = 10;

/** Sheets of label stock that `labels` labels fill. */
export function labelSheets(labels: number): number {
  return Math.ceil(labels / LABELS_PER_SHEET);
}
