import { ActionIcon, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconEye, IconPencil, IconPin, IconPinnedOff } from '@tabler/icons-react';
import type { TSpecbookListItem } from '#shared/schemas/specbook';
import { t } from '#client/lib/i18n';

/** A list or card action (spec §2: archive / unarchive / pin values, plus manage, duplicate, preview). */
export type TSpecbookListAction = 'archive' | 'unarchive' | 'manage' | 'duplicate' | 'preview' | 'pin' | 'unpin';

/** The actions offered for a specbook, in menu order, with their labels. */
export function specbookActions(specbook: Pick<TSpecbookListItem, 'archived' | 'pinned'>): { value: TSpecbookListAction; label: string }[] {
  return [
    specbook.archived ? { value: 'unarchive', label: 'Unarchive' } : { value: 'archive', label: 'Archive' },
    { value: 'manage', label: 'Manage' },
    { value: 'duplicate', label: 'Duplicate' },
    { value: 'preview', label: 'Preview' },
    specbook.pinned ? { value: 'unpin', label: 'Unpin' } : { value: 'pin', label: 'Pin' },
  ];
}

const ICONS: Record<TSpecbookListAction, typeof IconPin> = {
  archive: IconArchive,
  unarchive: IconArchiveOff,
  manage: IconPencil,
  duplicate: IconCopy,
  preview: IconEye,
  pin: IconPin,
  unpin: IconPinnedOff,
};

/** The '…' menu of one specbook. */
export function SpecbookActionsMenu({
  specbook,
  onAction,
}: {
  specbook: TSpecbookListItem;
  onAction: (action: TSpecbookListAction, specbook: TSpecbookListItem) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('Actions for {name}', { name: specbook.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {specbookActions(specbook).map(({ value, label }) => {
          const Icon = ICONS[value];
          return (
            <Menu.Item key={value} leftSection={<Icon size={16} />} onClick={() => onAction(value, specbook)}>
              {t(label)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
