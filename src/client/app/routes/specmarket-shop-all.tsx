import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specmarket/shopall/{slug?}/*: every marketplace product, optionally in one department. */
export function Component() {
  const { slug } = useParams();
  return (
    <PageHeader
      title="Shop All"
      description={slug ? `Every marketplace product in ${slug.replace(/-/g, ' ')}.` : 'Every product on the marketplace.'}
    />
  );
}
Component.displayName = 'SpecmarketShopAllPage';
