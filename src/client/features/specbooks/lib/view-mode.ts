import { useCallback, useState } from 'react';

/** How the index shows specbooks. */
export type TSpecbookViewMode = 'card' | 'list';

/** Local-storage key of the chosen view. */
export const VIEW_MODE_KEY = 'specfolio.specbooks.view';

function readViewMode(): TSpecbookViewMode {
  try {
    return window.localStorage.getItem(VIEW_MODE_KEY) === 'list' ? 'list' : 'card';
  } catch {
    return 'card';
  }
}

/** The index's view mode (card by default, spec §9), remembered in local storage. */
export function useSpecbookViewMode(): [TSpecbookViewMode, (mode: TSpecbookViewMode) => void] {
  const [mode, setMode] = useState<TSpecbookViewMode>(readViewMode);
  const choose = useCallback((next: TSpecbookViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(VIEW_MODE_KEY, next);
    } catch {
      /* storage unavailable: the choice lasts for this page only */
    }
  }, []);
  return [mode, choose];
}
