import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TSeller } from '#shared/schemas/seller';
import { t } from '#client/lib/i18n';
import { MAP_BOX } from '../lib/map-box';

/** Props of {@link SellerMap}. */
export type TSellerMapProps = {
  sellers: TSeller[];
  /** The 'prefer:seller' event (spec/business-records.md §2): a pin card's prefer button, with its seller. */
  onPreferSeller: (seller: TSeller) => void;
  /** The seller whose preferred flag is being saved (its button shows a spinner). */
  busySellerId?: number | null;
};

// d3-geo and the atlas (≈ 120 KB) load with the map only, never with the first page.
const SellerMapView = lazy(() => import('./seller-map-view'));

/**
 * The seller map: the US drawn offline from us-atlas with the sellers as pins, a star for a
 * preferred seller, a card with the seller's details and prefer button on hover or focus.
 */
export function SellerMap(props: TSellerMapProps) {
  return (
    <Suspense
      fallback={
        <Center style={{ aspectRatio: `${MAP_BOX.width} / ${MAP_BOX.height}` }}>
          <Loader size="sm" aria-label={t('Loading the seller map')} />
        </Center>
      }
    >
      <SellerMapView {...props} />
    </Suspense>
  );
}
