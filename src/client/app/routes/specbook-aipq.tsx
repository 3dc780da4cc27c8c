import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specbooks/manage/{id?}/integration/aipq: AI PDF-Quote Import. */
export function Component() {
  return <PageHeader title="AI PDF-Quote Import" description="Turn a supplier’s PDF quote into specs of this specbook." />;
}
Component.displayName = 'SpecbookAipqPage';
