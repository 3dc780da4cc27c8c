import { ActionIcon, Popover } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { ArmOnIntent } from '#client/components/ui/arm-on-intent';
import { lazyPanel } from '#client/components/ui/lazy-ui';
import { useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';

// The list (and the catalogue-edit feature's documents query) loads when a popover first opens:
// the manage page is at its bundle budget (docs/decisions/048, 065).
const DocumentsList = lazyPanel(() => import('./spec-row-documents-list').then((m) => m.SpecRowDocumentsList));

/**
 * A spec row's documents button on the manage page (shown while the account's 'show documents'
 * setting is on): a popover listing the catalogue spec's documents (spec sheet, installation, …),
 * each opening in a new tab. The popover mounts when the user reaches for the button.
 */
export function SpecRowDocuments({ spec }: { spec: TSpecSpecbook }) {
  const { user } = useCurrentSession();
  const label = t('Documents of {name}', { name: spec.name });
  const trigger = (
    <ActionIcon variant="subtle" color="gray" aria-label={label}>
      <IconFiles size={18} />
    </ActionIcon>
  );
  return (
    <ArmOnIntent fallback={trigger}>
      {(armedBy) => (
        <Popover position="bottom-end" withinPortal shadow="md" width={280} defaultOpened={armedBy === 'click'} trapFocus>
          <Popover.Target>{trigger}</Popover.Target>
          <Popover.Dropdown aria-label={label}>
            <DocumentsList userId={user.id} specId={spec.specID} />
          </Popover.Dropdown>
        </Popover>
      )}
    </ArmOnIntent>
  );
}
