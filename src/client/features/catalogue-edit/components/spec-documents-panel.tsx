import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { CREATE_SPEC_MESSAGES as M, DOCUMENT_TYPE_LABELS } from '#shared/lib/create-spec-messages';
import { ZDocumentFields } from '#shared/schemas/create-spec';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastError, toastFailure } from '#client/lib/toasts';
import { openSpecDocument, useSpecDocumentMutations, useSpecDocuments } from '../api/spec-documents';
import { DocumentSlot, isPdfFile } from './document-slot';
import { IMAGE_ACCEPT, isImageFile } from './image-drop-zone';

const TYPE_OPTIONS = Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/**
 * The documents of one catalogue spec (spec §3 "Spec document"): open, remove the account's own,
 * add one (type, 'Document Name' 3–25, a PDF or, for the image type, an image). Failures toast
 * 'Could Not Create Document' / 'Could Not Delete Spec Document' (or the server's 4xx message).
 */
export function SpecDocumentsPanel({ userId, specId }: { userId: number; specId: number }) {
  const docs = useSpecDocuments(userId, specId);
  const { add, remove } = useSpecDocumentMutations(userId, specId);
  const [type, setType] = useState<string | null>('2');
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ documentName?: string; documentFile?: string }>({});

  const submit = async () => {
    const parsed = ZDocumentFields.safeParse({ documentTypeId: type ?? '', documentName: name });
    const isImage = type === '1';
    const fileError = !file ? M.documentFileRequired : isImage ? (isImageFile(file) ? undefined : M.imageNotImage) : isPdfFile(file) ? undefined : M.documentNotPdf;
    const nameError = parsed.error?.issues.find((i) => i.path[0] === 'documentName')?.message;
    setErrors({ documentName: nameError && t(nameError), documentFile: fileError && t(fileError) });
    if (!parsed.success || fileError || !file) return;
    try {
      await add.mutateAsync({ documentTypeId: parsed.data.documentTypeId, documentName: parsed.data.documentName, documentFile: file });
      setName('');
      setFile(null);
    } catch (error) {
      toastFailure(error, M.documentCreateFailed);
    }
  };

  return (
    <Stack gap="sm">
      {docs.isPending ? (
        <Loader size="sm" aria-label={t('Loading documents')} />
      ) : (docs.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('No documents yet')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t('Documents')}>
          {(docs.data ?? []).map((doc) => (
            <Group key={doc.id} role="listitem" gap="xs" wrap="nowrap">
              {doc.contentType.startsWith('image/') ? <IconPhoto size={18} /> : <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" />}
              <Anchor component="button" type="button" size="sm" onClick={() => void openSpecDocument(doc).catch((e: unknown) => toastFailure(e, 'Could not open the document'))}>
                {doc.name}
              </Anchor>
              <Badge size="xs" variant="light" color="gray">
                {t(DOCUMENT_TYPE_LABELS[doc.type] ?? 'Document')}
              </Badge>
              {!doc.global && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  ml="auto"
                  aria-label={t('Remove {name}', { name: doc.name })}
                  loading={remove.isPending && remove.variables === doc.id}
                  onClick={() => remove.mutate(doc.id, { onError: (e) => (e instanceof ApiError && e.status === 401 ? undefined : toastError(M.documentDeleteFailed)) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select label={t('Document Type')} data={TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={type} onChange={setType} allowDeselect={false} comboboxProps={{ withinPortal: true, zIndex: 1100 }} />
        <TextInput label={t('Document Name')} required maxLength={25} value={name} error={errors.documentName} onChange={(e) => setName(e.currentTarget.value)} />
        <DocumentSlot label={t('File')} value={file} error={errors.documentFile} inputTestId="documentFile" accept={type === '1' ? IMAGE_ACCEPT : undefined} onChange={setFile} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button size="xs" loading={add.isPending} onClick={() => void submit()}>
          {t('Upload Document')}
        </Button>
      </Group>
    </Stack>
  );
}
