import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specbooks/manage/{id}: manage one specbook. */
export function Component() {
  const { id } = useParams();
  return (
    <PageHeader
      title={`Specbook #${id ?? ''}`}
      description="Rooms, specs, quantities, pricing, statuses and totals of this specbook."
    />
  );
}
Component.displayName = 'SpecbookManagePage';
