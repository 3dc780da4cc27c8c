import { useEffect } from 'react';
import { setDndState } from '../lib/dnd-runtime';

let loading: Promise<void> | null = null;

/**
 * Starts loading the manage list's drag and drop (lib/dnd-runtime.tsx) unless it is loading or
 * loaded; after a failed load (a deploy replaced the chunk) it tries again.
 */
export function loadDndKit(): Promise<void> {
  if (loading) return loading;
  setDndState('loading');
  loading = import('./dnd-kit-impl').then(
    (m) => setDndState(m.DND_KIT),
    () => {
      loading = null;
      setDndState('failed');
    },
  );
  return loading;
}

/** Makes sure drag and drop is loading when a page showing the list mounts (again after a failure). */
export function useLoadDndKit(): void {
  useEffect(() => {
    void loadDndKit();
  }, []);
}
