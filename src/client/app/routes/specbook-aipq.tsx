import { useParams } from 'react-router';
import { UpcomingFeature } from '#client/components/ui/upcoming-feature';

/** /v4/specbooks/manage/{id?}/integration/aipq: AI PDF-Quote Import (built with the AI quote import issue). */
export function Component() {
  const { id } = useParams();
  return (
    <UpcomingFeature
      title="AI PDF-Quote Import"
      description="Turn a supplier’s PDF quote into specs of this specbook."
      offers={[
        'Upload a quote PDF, choose its pages and see the tables found on them.',
        'Map the columns to model, room and manufacturer, then import the lines as priced specs.',
        'Every doubtful line (a missing product, a low-confidence match) listed for you to check.',
      ]}
      meanwhile={id ? [{ label: 'Import specs from CSV (Documents menu of this specbook)', to: `/v4/specbooks/manage/${id}` }] : []}
      back={id ? { label: 'Back to the specbook', to: `/v4/specbooks/manage/${id}` } : undefined}
    />
  );
}
Component.displayName = 'SpecbookAipqPage';
