import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconStar, IconStarOff } from '@tabler/icons-react';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSeller } from '#shared/schemas/seller';
import { t } from '#client/lib/i18n';
import { sellerAddressLines } from '../lib/seller-address';

/** Props of {@link SellerCard}. */
export type TSellerCardProps = {
  seller: TSeller;
  /** The 'prefer:seller' event: either button raises it with the seller. */
  onPreferSeller: (seller: TSeller) => void;
  /** The seller's preferred flag is being saved. */
  busy?: boolean;
};

/**
 * What the seller map shows for a seller (spec/business-records.md §2 "Seller map"): its id and
 * title, e-mail and shipping address, and 'Remove from Preferred' for a preferred seller or 'Set as
 * Preferred' otherwise.
 */
export function SellerCard({ seller, onPreferSeller, busy = false }: TSellerCardProps) {
  const lines = sellerAddressLines(seller.address.shipping);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {seller.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('Seller #{id}', { id: seller.id })}
        {seller.title ? ` · ${seller.title}` : ''}
      </Text>
      {seller.email && (
        <Anchor href={`mailto:${seller.email}`} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {seller.email}
        </Anchor>
      )}
      <Stack gap={0} aria-label={t('Shipping address')}>
        {lines.map((line) => (
          <Text key={line} size="xs">
            {line}
          </Text>
        ))}
      </Stack>
      <Group mt={4}>
        <Button
          size="compact-xs"
          variant={seller.preferred ? 'default' : 'light'}
          leftSection={seller.preferred ? <IconStarOff size={14} aria-hidden /> : <IconStar size={14} aria-hidden />}
          loading={busy}
          onClick={() => onPreferSeller(seller)}
        >
          {t(seller.preferred ? M.removePreferred : M.setPreferred)}
        </Button>
      </Group>
    </Stack>
  );
}
