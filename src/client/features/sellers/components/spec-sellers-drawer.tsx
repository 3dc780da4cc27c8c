import { Drawer } from '@mantine/core';
import { t } from '#client/lib/i18n';
import { SpecSellersPanel } from './spec-sellers-panel';

/** Props of {@link SpecSellersDrawer}. */
export type TSpecSellersDrawerProps = {
  userId: number;
  /** The catalogue product whose sellers are shown; null: closed. */
  spec: { id: number; name: string } | null;
  onClose: () => void;
};

/** The sellers of a catalogue product in a side drawer (the catalogue's 'Sellers' action). */
export function SpecSellersDrawer({ userId, spec, onClose }: TSpecSellersDrawerProps) {
  return (
    <Drawer opened={spec !== null} onClose={onClose} position="right" size="xl" title={spec ? t('Sellers of {name}', { name: spec.name }) : t('Sellers')}>
      {spec && <SpecSellersPanel userId={userId} specId={spec.id} withTitle={false} stacked />}
    </Drawer>
  );
}
