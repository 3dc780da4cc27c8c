import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { DOCUMENT_TYPE_LABELS } from '#shared/lib/create-spec-messages';
import { t } from '#client/lib/i18n';
import { toastFailure } from '#client/lib/toasts';
import { openSpecDocument, useSpecDocuments } from '#client/features/catalogue-edit/api/spec-documents';

/** The documents of one catalogue spec, read-only: each opens in a new tab (the popover of a manage page row). */
export function SpecRowDocumentsList({ userId, specId }: { userId: number; specId: number }) {
  const docs = useSpecDocuments(userId, specId);
  if (docs.isPending) return <Loader size="sm" aria-label={t('Loading documents')} />;
  if (docs.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {t('Could not load the documents')}
      </Text>
    );
  }
  if (docs.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('No documents yet')}
      </Text>
    );
  }
  return (
    <Stack gap={6} role="list" aria-label={t('Documents')}>
      {docs.data.map((doc) => (
        <Group key={doc.id} role="listitem" gap="xs" wrap="nowrap">
          {doc.contentType.startsWith('image/') ? <IconPhoto size={18} aria-hidden /> : <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" aria-hidden />}
          <Anchor
            component="button"
            type="button"
            size="sm"
            style={{ textAlign: 'left' }}
            onClick={() => void openSpecDocument(doc).catch((e: unknown) => toastFailure(e, t('Could not open the document')))}
          >
            {doc.name}
          </Anchor>
          <Badge size="xs" variant="light" color="gray" ml="auto">
            {t(DOCUMENT_TYPE_LABELS[doc.type] ?? 'Document')}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
