import { useParams } from 'react-router';
import { canUse } from '#shared/lib/access';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { useAddToCart } from '#client/features/cart/api/add-cart-item';
import { ProductBrowser } from '#client/features/specmarket/components/product-browser';
import { browseTarget, browseTargetKey } from '#client/features/specmarket/lib/browse-target';
import type { TBrowseArea } from '#client/features/specmarket/lib/paths';
import { useCurrentSession } from '#client/lib/current-session';
import { useSpecmarketBulkAdd } from './specmarket-specbook';

/**
 * A marketplace product page of a catch-all route (category, "shop all" or search) with what it
 * joins from other features: 'Add to cart' (the cart feature; only for marketplace buyers, decision
 * 067: others have no cart) and bulk add into the current specbook.
 */
export function SpecmarketBrowsePage({ area }: { area: TBrowseArea }) {
  const { user } = useCurrentSession();
  const { slug, '*': rest } = useParams();
  const bulk = useSpecmarketBulkAdd();
  const addToCart = useAddToCart();
  const target = browseTarget(area, slug, rest);
  const onAddToCart = canUse(user, 'marketplaceBuyer') ? (product: TSpecmarketProduct) => addToCart.mutate({ specId: product.specID }) : undefined;
  return (
    <ProductBrowser
      key={browseTargetKey(area, target)}
      userId={user.id}
      area={area}
      target={target}
      onAddToCart={onAddToCart}
      addingId={addToCart.isPending ? addToCart.variables.specId : null}
      specbookName={bulk.specbookName}
      bulkAdding={bulk.adding}
      onBulkAdd={bulk.add}
    />
  );
}
