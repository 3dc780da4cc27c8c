import { useParams } from 'react-router';
import { UpcomingFeature } from '#client/components/ui/upcoming-feature';
import { SPECMARKET_OFFERS } from './specmarket-offers';

/** The title and description of a categories page: one department, or the search for a term. */
function heading(slug: string | undefined, rest: string | undefined): { title: string; description: string } {
  if (slug === 'search') {
    const term = decodeURIComponent(rest ?? '');
    return { title: 'Search results', description: term ? `Marketplace products matching “${term}”.` : 'Type a product to search the marketplace.' };
  }
  return { title: 'Categories', description: slug ? `Products in ${slug.replace(/-/g, ' ')}.` : 'Browse the marketplace by category and product type.' };
}

/**
 * /v4/specmarket/categories/{slug?}/*: marketplace categories; product search is
 * /v4/specmarket/categories/search/{term}.
 */
export function Component() {
  const { slug, '*': rest } = useParams();
  return (
    <UpcomingFeature
      {...heading(slug, rest)}
      offers={SPECMARKET_OFFERS}
      meanwhile={[{ label: 'Search the catalogue and add products to a specbook', to: '/v4/matrix' }]}
    />
  );
}
Component.displayName = 'SpecmarketCategoriesPage';
