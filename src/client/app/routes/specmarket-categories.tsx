import { SpecmarketBrowsePage } from '../specmarket-browse-page';

/**
 * /v4/specmarket/categories/{slug?}/*: a marketplace category (department or product type); the
 * product search is /v4/specmarket/categories/search/{term}.
 */
export function Component() {
  return <SpecmarketBrowsePage area="categories" />;
}
Component.displayName = 'SpecmarketCategoriesPage';
