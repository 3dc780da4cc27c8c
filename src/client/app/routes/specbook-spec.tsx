import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specbooks/manage/{id?}/spec/{specbookSpecId?}: 'More Options' for one spec in a specbook. */
export function Component() {
  const { specbookSpecId } = useParams();
  return (
    <PageHeader
      title="More Options"
      description={`Documents, tags, seller offers and pricing of spec${specbookSpecId ? ` #${specbookSpecId}` : ''} in this specbook.`}
    />
  );
}
Component.displayName = 'SpecbookSpecPage';
