import { useCallback, useState } from 'react';

/** A set of chosen join ids among `ids`, with toggles for one and for all. */
export function useSelection(ids: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(ids));
  const selected = ids.filter((id) => chosen.has(id));
  const drop = useCallback((dropped: readonly number[]) => setChosen((prev) => new Set([...prev].filter((id) => !dropped.includes(id)))), []);
  return {
    selected,
    isChosen: (id: number) => chosen.has(id),
    allChosen: ids.length > 0 && selected.length === ids.length,
    someChosen: selected.length > 0 && selected.length < ids.length,
    toggle: (id: number) =>
      setChosen((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setChosen((prev) => (ids.every((id) => prev.has(id)) ? new Set() : new Set(ids))),
    drop,
  };
}

/** What {@link useSelection} answers. */
export type TSelection = ReturnType<typeof useSelection>;
