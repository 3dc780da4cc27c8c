/**
 * Messages of imports per spec (spec/workspace.md §7 "Specs (catalogue)": imports per spec;
 * docs/decisions/085). The spec quotes none for this call: these follow its wording of field rules.
 */
export const SPEC_IMPORT_MESSAGES = {
  specbookId: 'Specbook must be a positive whole number',
  kind: 'Kind must be csv or aipq',
  action: 'Action must be created or updated',
  couldNotFetch: 'Could not fetch the imports of this spec',
  none: 'No import created or updated this spec.',
} as const;

/** The kinds of import that write a spec's import ids: the CSV import and the AI PDF-quote import. */
export const SPEC_IMPORT_KINDS = ['csv', 'aipq'] as const;

/** What an import did to the spec: added it (originalImportId) or last updated it (updatedImportId). */
export const SPEC_IMPORT_ACTIONS = ['created', 'updated'] as const;

/** How a kind reads on screen. */
export const SPEC_IMPORT_KIND_LABELS: Record<(typeof SPEC_IMPORT_KINDS)[number], string> = {
  csv: 'CSV',
  aipq: 'AI quote',
};
