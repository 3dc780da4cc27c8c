import { useParams } from 'react-router';
import { ProductBrowser } from '#client/features/specmarket/components/product-browser';
import { browseTarget, browseTargetKey } from '#client/features/specmarket/lib/browse-target';
import type { TBrowseArea } from '#client/features/specmarket/lib/paths';
import { useCurrentSession } from '#client/lib/current-session';
import { useSpecmarketBulkAdd } from './specmarket-specbook';

/**
 * A marketplace product page of a catch-all route (category, "shop all" or search) with what it
 * joins from other features: bulk add into the current specbook. 'Add to cart' is handed to the
 * grid once the cart feature provides it (its button shows only then).
 */
export function SpecmarketBrowsePage({ area }: { area: TBrowseArea }) {
  const { user } = useCurrentSession();
  const { slug, '*': rest } = useParams();
  const bulk = useSpecmarketBulkAdd();
  const target = browseTarget(area, slug, rest);
  return (
    <ProductBrowser
      key={browseTargetKey(area, target)}
      userId={user.id}
      area={area}
      target={target}
      specbookName={bulk.specbookName}
      bulkAdding={bulk.adding}
      onBulkAdd={bulk.add}
    />
  );
}
