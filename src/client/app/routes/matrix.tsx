import { useSearchParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/** /v4/matrix: the catalogue matrix (query search, specbook, qrSpecbookID). */
export function Component() {
  const [params] = useSearchParams();
  const specbook = params.get('specbook');
  const search = params.get('search');
  const description = specbook
    ? `Search the catalogue and add products to specbook #${specbook}.`
    : 'Search the catalogue and add products to your specbooks.';
  return <PageHeader title={search ? `Matrix: “${search}”` : 'Matrix'} description={description} />;
}
Component.displayName = 'MatrixPage';
