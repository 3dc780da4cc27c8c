import { MANAGEMENT_VIEWS } from '#shared/lib/account-settings';

/** The manage page's view of the account settings (spec §3 "Account settings", §9 defaults). */
export type TManageSettings = {
  view: 'card' | 'list';
  dragAndDrop: boolean;
  collapseAll: boolean;
  showDocuments: boolean;
  showExpectedDates: boolean;
};

/** §9: view 'card', drag and drop on, collapse all on, show documents on, show expected dates on. */
export const DEFAULT_MANAGE_SETTINGS: TManageSettings = {
  view: 'card',
  dragAndDrop: true,
  collapseAll: true,
  showDocuments: true,
  showExpectedDates: true,
};

/** One setting as GET {u}/account/settings answers it (only the parts read here). */
export type TSettingEntry = { key: string; effective?: string | null; value?: string | null };

/** A boolean setting: 'true' / 'false' strings; anything else (or absent) keeps the default. */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** The manage settings from the account settings list; missing keys take the spec's defaults. */
export function toManageSettings(entries: readonly TSettingEntry[] | null | undefined): TManageSettings {
  const map = new Map<string, string>();
  for (const e of entries ?? []) {
    const v = e.effective ?? e.value;
    if (typeof v === 'string') map.set(e.key, v);
  }
  const d = DEFAULT_MANAGE_SETTINGS;
  return {
    view: map.get('management.view') === MANAGEMENT_VIEWS.list ? 'list' : 'card',
    dragAndDrop: flag(map.get('management.drag_and_drop'), d.dragAndDrop),
    collapseAll: flag(map.get('management.collapse_all'), d.collapseAll),
    showDocuments: flag(map.get('management.show_documents'), d.showDocuments),
    showExpectedDates: flag(map.get('management.show_expected_dates'), d.showExpectedDates),
  };
}
