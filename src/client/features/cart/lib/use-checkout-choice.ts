import { useSearchParams } from 'react-router';
import type { TCartShipTo } from '#shared/lib/specmarket';
import type { TShippingMethod } from '#shared/lib/shipping-messages';
import { choiceFromSearch, choiceToSearch, type TCheckoutChoice } from './checkout-choice';

/** The buyer's ship-to and shipping methods, kept in the page's URL query (cart page and checkout). */
export function useCheckoutChoice() {
  const [params, setParams] = useSearchParams();
  const choice = choiceFromSearch(params);
  const update = (next: TCheckoutChoice) => setParams(choiceToSearch(next), { replace: true });
  return {
    choice,
    search: choiceToSearch(choice),
    setShipTo: (shipTo: TCartShipTo) => update({ ...choice, shipTo }),
    setMethod: (sellerId: number, method: TShippingMethod) => update({ ...choice, methods: { ...choice.methods, [sellerId]: method } }),
  };
}
