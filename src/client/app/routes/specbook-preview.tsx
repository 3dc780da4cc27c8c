import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';
import { RequireToken } from '../layouts/session-gate';

/** /specbooks/preview/{id?}: a print-style preview of one specbook. */
export function Component() {
  const { id } = useParams();
  return (
    <RequireToken>
      <Container size="md" py="xl">
        <PageHeader
          title="Specbook Preview"
          description={`How specbook${id ? ` #${id}` : ''} reads when printed or shared.`}
        />
      </Container>
    </RequireToken>
  );
}
Component.displayName = 'SpecbookPreviewPage';
