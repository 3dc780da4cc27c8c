import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/** /v4/especbook/{id?}: the customer-facing e-Specbook (query 'token' for public viewers). */
export function Component() {
  const { id } = useParams();
  return (
    <PageHeader
      title="e-Specbook"
      description={`The shared view of specbook${id ? ` #${id}` : ''}: products, approvals, comments and totals.`}
    />
  );
}
Component.displayName = 'EspecbookPage';
