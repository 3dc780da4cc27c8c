import { SpecmarketBrowsePage } from '../specmarket-browse-page';

/** /v4/specmarket/shopall/{slug?}/*: every marketplace product, optionally of one department or product type. */
export function Component() {
  return <SpecmarketBrowsePage area="shopall" />;
}
Component.displayName = 'SpecmarketShopAllPage';
