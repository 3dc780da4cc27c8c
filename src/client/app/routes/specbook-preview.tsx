import { Alert, Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { MESSAGES, PRODUCT_NAME } from '#shared/lib/messages';
import { useCurrentUser } from '#client/features/session/api/get-current-user';
import { SpecbookPreview } from '#client/features/specbooks/components/specbook-preview';
import { RequireToken } from '../layouts/session-gate';

function Preview() {
  const { id } = useParams();
  const user = useCurrentUser();
  const specbookId = Number(id);
  useDocumentTitle(`Specbook Preview · ${PRODUCT_NAME}`);
  if (!id || !Number.isSafeInteger(specbookId) || specbookId <= 0) {
    return <Alert color="red" title={MESSAGES.notFoundPage} />;
  }
  return <SpecbookPreview userId={user.data?.id ?? null} id={specbookId} />;
}

/** /specbooks/preview/{id?}: a read-only, print-style preview of one specbook. */
export function Component() {
  return (
    <RequireToken>
      <Container size="md" py="xl">
        <Preview />
      </Container>
    </RequireToken>
  );
}
Component.displayName = 'SpecbookPreviewPage';
