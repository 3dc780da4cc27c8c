import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';
import { SmartLabelPage } from '#client/features/smart-labels/components/smart-label-page';

/** A positive integer path parameter, or null. */
function idParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /qr/smartlabel/specbook/{specbookId?}/spec/{specbookSpecId?}: target of a QR smart label. */
export function Component() {
  const params = useParams();
  const specbookId = idParam(params.specbookId);
  const specbookSpecId = idParam(params.specbookSpecId);
  if (!specbookId || !specbookSpecId) return <PageHeader title="Smart Label" description="This QR code does not name a product." />;
  return <SmartLabelPage key={`${specbookId}/${specbookSpecId}`} specbookId={specbookId} specbookSpecId={specbookSpecId} />;
}
Component.displayName = 'SmartLabelPage';
