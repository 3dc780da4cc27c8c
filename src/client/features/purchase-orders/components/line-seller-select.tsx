import { Loader, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import type { TPurchaseOrderDraft } from '#shared/schemas/purchase-order';
import type { TSellerOffer } from '#shared/schemas/seller';
import { useLocale } from '#client/lib/i18n';
import { specSellersQuery } from '../api/purchase-orders';
import { PO_UI as UI } from '../lib/po-ui';

/** Props of {@link LineSellerSelect}. */
export type TLineSellerSelectProps = {
  userId: number;
  /** The catalogue spec whose offers are listed. */
  specId: number;
  specName: string;
  /** The spec's room, which tells apart two lines of one product. */
  roomName: string;
  seller: TPurchaseOrderDraft['seller'];
  onChange: (sellerId: number) => void;
  disabled?: boolean;
};

/** A seller's name with a star when preferred. */
export function sellerLabel(seller: { name: string; preferred: boolean }): string {
  return seller.preferred ? `★ ${seller.name}` : seller.name;
}

/** An offer as a choice: the seller and its price. */
function offerLabel(offer: TSellerOffer, locale: TLocale): string {
  return offer.price === null ? sellerLabel(offer.seller) : `${sellerLabel(offer.seller)} · ${formatMoney(offer.price, locale)}`;
}

/**
 * The seller of one draft line, changeable among the vendors' offers for its spec (GET
 * {u}/specs/{specId}/sellers, read when the select first opens); the account's own stock is not a
 * vendor to order from.
 */
export function LineSellerSelect({ userId, specId, specName, roomName, seller, onChange, disabled }: TLineSellerSelectProps) {
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const offers = useQuery(specSellersQuery(userId, specId, opened));
  const choices = (offers.data ?? []).filter((offer) => !offer.seller.ownStock).map((offer) => ({ value: String(offer.seller.id), label: offerLabel(offer, locale) }));
  const data = choices.some((c) => c.value === String(seller.id)) ? choices : [{ value: String(seller.id), label: sellerLabel(seller) }, ...choices];
  return (
    <Select
      size="xs"
      aria-label={UI.changeSeller(specName, roomName)}
      data={data}
      value={String(seller.id)}
      allowDeselect={false}
      disabled={disabled}
      onDropdownOpen={() => setOpened(true)}
      onChange={(value) => value && Number(value) !== seller.id && onChange(Number(value))}
      rightSection={offers.isFetching ? <Loader size={12} /> : undefined}
      nothingFoundMessage={UI.loadingSellers}
      comboboxProps={{ withinPortal: true }}
      miw={180}
    />
  );
}
