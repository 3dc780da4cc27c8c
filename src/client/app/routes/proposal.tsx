import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';
import { ProposalOpener } from '#client/features/quote-documents/components/proposal-opener';

/** /v4/specbooks/proposal/{id}: opens the specbook's proposal with this tab's session (docs/decisions/033). */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <PageHeader title="Proposal" description="This address does not name a specbook." />;
  return <ProposalOpener key={id} specbookId={id} />;
}
Component.displayName = 'ProposalPage';
