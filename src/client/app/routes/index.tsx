import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '#client/components/ui/page-header';
import { useCurrentSession } from '#client/lib/current-session';
import { openNamedModal } from '#client/lib/modals';
import { SpecbookIndex } from '#client/features/specbooks/components/specbook-index';
import { PAGE_TITLES } from '#shared/lib/page-titles';
import { t } from '#client/lib/i18n';

/** /: the index, the user's specbooks. */
export function Component() {
  const { user } = useCurrentSession();
  const add = () => openNamedModal('create-specbook-new', {}, { isPro: user.hasProRole });
  return (
    <>
      <PageHeader
        title={t(PAGE_TITLES.home)}
        description={t('Your specbooks: project specification books and quotes for your customers.')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={add}>
            {t('Add Specbook')}
          </Button>
        }
      />
      <SpecbookIndex userId={user.id} onAdd={add} />
    </>
  );
}
Component.displayName = 'IndexPage';
