import { useParams } from 'react-router';
import { UpcomingFeature } from '#client/components/ui/upcoming-feature';

/** /v4/specbooks/manage/{id?}/integration/wise: ERP Integration (built with the ERP connector issue). */
export function Component() {
  const { id } = useParams();
  return (
    <UpcomingFeature
      title="ERP Integration"
      description="Check missing products, review customer details, update prices, import a bid and submit this specbook to your ERP."
      offers={[
        'Products of this specbook missing from your ERP, found before you submit.',
        'The customer as your ERP knows it, and prices updated from your ERP’s price lists.',
        'The specbook submitted to your ERP as an opportunity, and a bid imported back.',
      ]}
      back={id ? { label: 'Back to the specbook', to: `/v4/specbooks/manage/${id}` } : undefined}
    />
  );
}
Component.displayName = 'SpecbookWisePage';
