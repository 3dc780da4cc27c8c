import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/** /qr/smartlabel/specbook/{specbookId?}/spec/{specbookSpecId?}: target of a QR smart label. */
export function Component() {
  const { specbookId } = useParams();
  return (
    <PageHeader
      title="Smart Label"
      description={`The product behind this QR code${specbookId ? `, from specbook #${specbookId}` : ''}.`}
    />
  );
}
Component.displayName = 'SmartLabelPage';
