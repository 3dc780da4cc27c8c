import { Button, Loader, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconTags } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { t } from '#client/lib/i18n';

// The review (groups, updatable specs, before/after table) loads only when it opens (decision 019).
const PriceReview = lazy(() => import('./price-review').then((m) => ({ default: m.PriceReview })));

/** Props of {@link SpecbookPriceGroup}; `onChanged` refreshes the page after prices or the group change. */
export type TSpecbookPriceGroupProps = {
  userId: number;
  specbookId: number;
  priceGroup: { id: number; name: string } | null;
  /** The user lacks advanced access: the review shows its prices but cannot apply them. */
  advancedPricingLocked?: boolean;
  onChanged: () => void;
};

/**
 * The specbook's price group on the manage page: a button naming it that opens the review —
 * choose a group, see the specs whose price changes (before and after), apply.
 */
export function SpecbookPriceGroup({ userId, specbookId, priceGroup, advancedPricingLocked = false, onChanged }: TSpecbookPriceGroupProps) {
  const [opened, modal] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconTags size={14} />} onClick={modal.open}>
        {t('Price group: {name}', { name: priceGroup?.name ?? t('None') })}
      </Button>
      <Modal opened={opened} onClose={modal.close} title={t('Price group and prices')} size="xl" fullScreen={narrow}>
        {opened && (
          <Suspense fallback={<Loader size="sm" aria-label={t('Loading prices')} />}>
            <PriceReview
              userId={userId}
              specbookId={specbookId}
              current={priceGroup}
              advancedPricingLocked={advancedPricingLocked}
              onChanged={onChanged} onDone={modal.close} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
