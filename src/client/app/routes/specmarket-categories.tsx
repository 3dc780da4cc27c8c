import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/**
 * /v4/specmarket/categories/{slug?}/*: marketplace categories; product search is
 * /v4/specmarket/categories/search/{term}.
 */
export function Component() {
  const { slug, '*': rest } = useParams();
  if (slug === 'search') {
    const term = decodeURIComponent(rest ?? '');
    return <PageHeader title="Search results" description={term ? `Marketplace products matching “${term}”.` : 'Type a product to search the marketplace.'} />;
  }
  return (
    <PageHeader
      title="Categories"
      description={slug ? `Products in ${slug.replace(/-/g, ' ')}.` : 'Browse the marketplace by category and product type.'}
    />
  );
}
Component.displayName = 'SpecmarketCategoriesPage';
