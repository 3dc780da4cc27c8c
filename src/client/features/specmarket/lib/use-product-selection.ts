import { useCallback, useState } from 'react';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';

/** The products checked for a bulk add, by catalogue spec id, kept across pages. */
export function useProductSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, TSpecmarketProduct>>(new Map());
  const toggle = useCallback((product: TSpecmarketProduct, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(product.specID, product);
      else next.delete(product.specID);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected, toggle, clear };
}
