import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { IconDownload, IconEye, IconFile, IconFileSpreadsheet, IconPencil, IconPhoto, IconRuler2, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { formatFileSize } from '#shared/lib/file-size';
import { ZAttachmentUpdate, type TAttachment, type TAttachmentType } from '#shared/schemas/attachment';
import { t } from '#client/lib/i18n';

const ICONS: Record<TAttachmentType, typeof IconFile> = { document: IconFile, image: IconPhoto, spreadsheet: IconFileSpreadsheet, drawing: IconRuler2, other: IconFile };

/** The icon of an attachment's kind. */
export function AttachmentIcon({ type }: { type: TAttachmentType }) {
  const Icon = ICONS[type];
  return <Icon size={22} aria-hidden color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />;
}

/** Open and save links of one attachment (signed addresses; a new window cannot send the bearer). */
export function AttachmentLinks({ attachment }: { attachment: TAttachment }) {
  const name = attachment.fileName;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('View')}>
        <ActionIcon component="a" href={attachment.links.view} target="_blank" rel="noopener noreferrer" variant="subtle" aria-label={t('View {name}', { name })}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('Download')}>
        <ActionIcon component="a" href={attachment.links.download} download={name} variant="subtle" aria-label={t('Download {name}', { name })}>
          <IconDownload size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The name and size line of an attachment. */
export function AttachmentName({ attachment }: { attachment: TAttachment }) {
  return (
    <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
      <Text size="sm" fw={500} truncate title={attachment.fileName}>
        {attachment.fileName}
      </Text>
      <Text size="xs" c="dimmed">
        {attachment.extension.toUpperCase()} · {formatFileSize(attachment.size)}
      </Text>
    </Stack>
  );
}

/** Props of {@link AttachmentRow}. */
export type TAttachmentRowProps = {
  attachment: TAttachment;
  busy: boolean;
  onRename: (fileName: string) => Promise<unknown>;
  onVisibility: (visibleToClients: boolean) => void;
  onDelete: () => void;
};

/** The rename form in place of the name: the shared rule's message under the field. */
function RenameForm({ attachment, busy, onRename, onDone }: { attachment: TAttachment; busy: boolean; onRename: (name: string) => Promise<unknown>; onDone: () => void }) {
  const [value, setValue] = useState(attachment.fileName);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAttachmentUpdate.shape.fileName.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0] ? t(parsed.error.issues[0].message) : null);
    await onRename(value);
    onDone();
  };
  return (
    <Group component="form" onSubmit={(e) => void submit(e)} gap="xs" wrap="nowrap" style={{ flex: 1 }} align="flex-start">
      <TextInput aria-label={t('File name')} value={value} onChange={(e) => setValue(e.currentTarget.value)} error={error} size="xs" style={{ flex: 1 }} data-autofocus autoFocus />
      <Button type="submit" size="xs" loading={busy}>
        {t('Save')}
      </Button>
      <Button size="xs" variant="default" onClick={onDone}>
        {t('Cancel')}
      </Button>
    </Group>
  );
}

/** One attachment on the manage page: name, size, view, download, rename, client visibility, delete. */
export function AttachmentRow({ attachment, busy, onRename, onVisibility, onDelete }: TAttachmentRowProps) {
  const [renaming, setRenaming] = useState(false);
  return (
    <Stack component="li" gap={6} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }} aria-label={attachment.fileName}>
      <Group gap="sm" wrap="nowrap">
        <AttachmentIcon type={attachment.type} />
        {renaming ? <RenameForm attachment={attachment} busy={busy} onRename={onRename} onDone={() => setRenaming(false)} /> : <AttachmentName attachment={attachment} />}
      </Group>
      <Group justify="space-between" gap="xs" pl={34}>
        <ToggleSwitch
          size="xs"
          label={t('Visible to clients')}
          checked={attachment.visibleToClients}
          disabled={busy}
          onChange={(e) => onVisibility(e.currentTarget.checked)}
        />
        <Group gap={4} wrap="nowrap">
          <AttachmentLinks attachment={attachment} />
          <Tooltip label={t('Rename')}>
            <ActionIcon variant="subtle" aria-label={t('Rename {name}', { name: attachment.fileName })} onClick={() => setRenaming(true)}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('Delete')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('Delete {name}', { name: attachment.fileName })} onClick={onDelete}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Stack>
  );
}
