import { Alert, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { modals } from '@mantine/modals';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES as M } from '#shared/lib/attachment-messages';
import type { TAttachment } from '#shared/schemas/attachment';
import { ContentLoader } from '#client/components/ui/content-loader';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useAttachmentMutations, useAttachments } from '../api/attachments';
import { AttachmentRow } from './attachment-row';
import { t } from '#client/lib/i18n';

/** The drop zone's hidden file input: named for screen readers, and found by tests. */
const INPUT_PROPS = { 'aria-label': 'Upload attachment', 'data-testid': 'attachment-file-input' };

/** 'Click or drop file here' with the upload's progress under it. */
function UploadZone({ onFile, progress }: { onFile: (file: File) => void; progress: number | null }) {
  return (
    <Stack gap={6}>
      <Dropzone
        onDrop={(files) => files[0] && onFile(files[0])}
        onReject={(rejections) => rejections[0] && onFile(rejections[0].file)}
        accept={ATTACHMENT_ACCEPT.split(',')}
        maxSize={ATTACHMENT_MAX_BYTES + 1}
        multiple={false}
        loading={progress !== null}
        p="md"
        inputProps={{ ...INPUT_PROPS, 'aria-label': t(INPUT_PROPS['aria-label']) }}
      >
        <Stack gap={2} align="center" style={{ pointerEvents: 'none' }}>
          <IconPaperclip size={26} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" fw={500}>
            {t(M.dropHint)}
          </Text>
          <Text size="xs" c="dimmed" ta="center">
            {t(M.acceptHint)}
          </Text>
        </Stack>
      </Dropzone>
      {progress !== null && <Progress value={progress} size="sm" aria-label={t('Upload progress')} animated />}
    </Stack>
  );
}

/**
 * The specbook's attachments on the manage page (loaded lazily, decision 059): upload by drop zone
 * with progress, then each file with view, download, rename, client visibility and delete (asked first).
 */
export function AttachmentsPanel({ userId, specbookId }: { userId: number; specbookId: number }) {
  const list = useAttachments(userId, specbookId);
  const { upload, update, remove } = useAttachmentMutations(userId, specbookId);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFile = (file: File) => {
    setUploadError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toastSuccess(M.uploaded),
        onError: (err) => setUploadError(t(err.message || M.uploadFailed)),
        onSettled: () => setProgress(null),
      },
    );
  };
  const change = (a: TAttachment, change: Parameters<typeof update.mutateAsync>[0]['change'], done: string) =>
    update.mutateAsync({ id: a.id, change }).then(() => toastSuccess(done), (err: unknown) => toastFailure(err, M.updateFailed));
  const confirmDelete = (a: TAttachment) =>
    modals.openConfirmModal({
      title: t('Delete attachment'),
      children: <Text size="sm">{t('Delete "{name}"? The file is removed for everyone and cannot be restored.', { name: a.fileName })}</Text>,
      labels: { confirm: t('Delete'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(a.id, { onSuccess: () => toastSuccess(M.deleted), onError: (err) => toastFailure(err, M.deleteFailed) }),
    });

  return (
    <Stack gap="sm">
      <UploadZone onFile={onFile} progress={progress} />
      {uploadError && (
        <Alert color="red" role="alert" title={t(M.uploadFailed)} withCloseButton onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      )}
      {list.isPending ? (
        <ContentLoader />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t(M.fetchFailed)}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t(M.empty)}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Attachments')}>
          {list.data.map((a) => (
            <AttachmentRow
              key={a.id}
              attachment={a}
              busy={update.isPending && update.variables?.id === a.id}
              onRename={(fileName) => change(a, { fileName }, M.updated)}
              onVisibility={(visibleToClients) => void change(a, { visibleToClients }, M.updated)}
              onDelete={() => confirmDelete(a)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
