import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TSeller } from '#shared/schemas/seller';
import { t } from '#client/lib/i18n';
import { sellerAddressLines } from '../lib/seller-address';
import { paymentTermsText } from '../lib/payment-terms';
import { VendorOffers } from './vendor-offers';
import { VendorPurchaseOrders } from './vendor-purchase-orders';

/** Props of {@link VendorDrawer}. */
export type TVendorDrawerProps = {
  userId: number;
  seller: TSeller | null;
  onClose: () => void;
  onEdit: (seller: TSeller) => void;
  /** The vendor's people, from the contacts feature (features do not import each other). */
  renderPeople?: (sellerId: number) => ReactNode;
  /** The user may see purchase orders (usePurchaseOrder, decision 067): without it the drawer leaves them out. */
  showPurchaseOrders?: boolean;
};

/** A policy's text, or that there is none. */
function Policy({ title, text }: { title: string; text: string | null }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600}>
        {title}
      </Text>
      <Text size="xs" c={text ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
        {text ?? t('None on file.')}
      </Text>
    </Stack>
  );
}

/** The seller's contact, terms, address and policies. */
function VendorDetails({ seller }: { seller: TSeller }) {
  const lines = sellerAddressLines(seller.address.shipping);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {seller.title && <Text size="sm">{seller.title}</Text>}
        {seller.paymentTerms !== null && (
          <Badge variant="light" size="sm">
            {paymentTermsText(seller.paymentTerms)}
          </Badge>
        )}
      </Group>
      {seller.email && (
        <Anchor href={`mailto:${seller.email}`} size="sm">
          {seller.email}
        </Anchor>
      )}
      {seller.phone && <Text size="sm">{seller.phone}</Text>}
      <Stack gap={0} aria-label={t('Shipping address')}>
        {lines.length ? lines.map((l) => <Text key={l} size="sm">{l}</Text>) : <Text size="sm" c="dimmed">{t('No shipping address')}</Text>}
        {lines.length > 0 && !seller.location && (
          <Text size="xs" c="dimmed">
            {t('This address could not be placed on the map.')}
          </Text>
        )}
      </Stack>
      <Policy title={t('Terms and conditions')} text={seller.policies.terms} />
      <Policy title={t('Return policy')} text={seller.policies.return} />
    </Stack>
  );
}

/** A vendor's detail: its details (with Edit), its people, its offers, and (with `showPurchaseOrders`) its open purchase orders. */
export function VendorDrawer({ userId, seller, onClose, onEdit, renderPeople, showPurchaseOrders = false }: TVendorDrawerProps) {
  return (
    <Drawer opened={seller !== null} onClose={onClose} position="right" size="xl" title={seller?.name ?? t('Vendor')}>
      {seller && (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={3} fz="md">
              {t('Seller #{id}', { id: seller.id })}
            </Title>
            <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(seller)}>
              {t('Edit vendor')}
            </Button>
          </Group>
          <VendorDetails seller={seller} />
          <Divider />
          {renderPeople && (
            <>
              {renderPeople(seller.id)}
              <Divider />
            </>
          )}
          <VendorOffers userId={userId} sellerId={seller.id} />
          {showPurchaseOrders && (
            <>
              <Divider />
              <VendorPurchaseOrders userId={userId} sellerId={seller.id} />
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
