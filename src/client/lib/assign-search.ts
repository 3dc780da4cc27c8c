import { useSyncExternalStore } from 'react';

/**
 * The Assign Spec search value shared with the Create Spec modal (spec §2): after Create from
 * Assign Spec the model number becomes the assign search; Cancel resets it. Each `requestAssignSearch`
 * bumps a version so that an open Assign Spec modal takes the value once.
 */
type TAssignSearch = { value: string; version: number };

let state: TAssignSearch = { value: '', version: 0 };
const listeners = new Set<() => void>();

function emit(next: TAssignSearch): void {
  state = next;
  for (const l of listeners) l();
}

/** Sets the assign search value and asks Assign Spec to search for it. */
export function requestAssignSearch(value: string): void {
  emit({ value, version: state.version + 1 });
}

/** Forgets the stored value (Create Spec's Cancel) without changing what Assign Spec shows. */
export function resetAssignSearch(): void {
  emit({ value: '', version: state.version });
}

/** The current value and its version. */
export function getAssignSearch(): TAssignSearch {
  return state;
}

/** Subscribes a component to the assign search value. */
export function useAssignSearch(): TAssignSearch {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
