import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconFile } from '@tabler/icons-react';
import { formatFileSize } from '#shared/lib/file-size';
import type { TAttachment } from '#shared/schemas/attachment';
import { useClientAttachments } from '../api/attachments';
import { useEspecbook } from './especbook-context';
import { t } from '#client/lib/i18n';

/** One shared document: its name and size, and links to open it or save it. */
function ClientAttachment({ attachment: a }: { attachment: TAttachment }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" py={6}>
      <IconFile size={20} aria-hidden color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={500} truncate title={a.fileName}>
          {a.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {a.extension.toUpperCase()} · {formatFileSize(a.size)}
        </Text>
      </Stack>
      <Tooltip label={t('View')}>
        <ActionIcon component="a" href={a.links.view} target="_blank" rel="noopener noreferrer" variant="subtle" aria-label={t('View {name}', { name: a.fileName })}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('Download')}>
        <ActionIcon component="a" href={a.links.download} download={a.fileName} variant="subtle" aria-label={t('Download {name}', { name: a.fileName })}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * 'Attachments' of the e-Specbook: the documents the seller made visible to clients, for the team
 * member to view or download. Not shown to a QR label reader (who is given none), nor when there
 * is nothing to show.
 */
export function AttachmentsSection() {
  const { userId, specbookId, qrViewer } = useEspecbook();
  const attachments = useClientAttachments(userId, specbookId, !qrViewer);
  const list = attachments.data ?? [];
  if (qrViewer || list.length === 0) return null;
  return (
    <Paper radius="lg" p="lg" withBorder shadow="xs" component="section" aria-label={t('Attachments')}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('Attachments')}
        </Title>
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((a) => (
            <ClientAttachment key={a.id} attachment={a} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
