import { Alert, Anchor, Badge, Center, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSeller, TSellerOffer } from '#shared/schemas/seller';
import { useTogglePreferred } from '../api/save-seller';
import { useSpecSellers } from '../api/spec-sellers';
import { t, useLocale } from '#client/lib/i18n';
import { offerInventoryText, offerPriceText } from '#client/lib/offer-text';
import { SellerMap } from './seller-map';

/** Props of {@link SpecSellersPanel}. */
export type TSpecSellersPanelProps = {
  userId: number;
  specId: number;
  /** Heading shown above (off inside a titled drawer). */
  withTitle?: boolean;
  /** The map below the table whatever the screen width (a drawer is narrower than the page). */
  stacked?: boolean;
};

/** The seller's name with a star when preferred, and 'Our stock' for the account's own stock. */
function SellerName({ seller }: { seller: TSeller }) {
  return (
    <Group gap={4} wrap="nowrap">
      {seller.preferred && <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label={t('Preferred')} style={{ flexShrink: 0 }} />}
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {seller.name}
      </Text>
      {seller.ownStock && (
        <Badge size="xs" variant="light" color="teal" style={{ flexShrink: 0, overflow: 'visible' }}>
          {t(M.ownStockName)}
        </Badge>
      )}
    </Group>
  );
}

function OfferTable({ offers }: { offers: TSellerOffer[] }) {
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={440}>
      <Table verticalSpacing={6} aria-label={t('Sellers of this product')} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={150}>{t('Seller')}</Table.Th>
            <Table.Th ta="right">{t('Price')}</Table.Th>
            <Table.Th>{t('Lead time')}</Table.Th>
            <Table.Th>{t('Inventory')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td>
                <SellerName seller={offer.seller} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {offerPriceText(offer.price, locale)}
              </Table.Td>
              <Table.Td>{offer.leadTime ? t(offer.leadTime) : '—'}</Table.Td>
              <Table.Td>{offerInventoryText(offer.inventory, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * "Sellers for a spec" (spec/business-records.md §7 "Sellers"): the offers of the account's sellers
 * for one catalogue spec (preferred first, then by price) and the seller map, whose prefer buttons
 * toggle a seller's preferred flag.
 */
export function SpecSellersPanel({ userId, specId, withTitle = true, stacked = false }: TSpecSellersPanelProps) {
  const offers = useSpecSellers(userId, specId);
  const prefer = useTogglePreferred(userId);
  const list = offers.data ?? [];
  return (
    <Stack gap="sm" aria-label={t('Sellers')} role="region">
      {withTitle && (
        <Title order={2} fz="lg">
          {t('Sellers')}
        </Title>
      )}
      {offers.isPending && (
        <Center py="md">
          <Loader size="sm" aria-label={t('Loading sellers')} />
        </Center>
      )}
      {offers.isError && <Alert color="red" title={t(M.loadFailed)} />}
      {offers.isSuccess && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(M.noSellers)}{' '}
          <Anchor component={Link} to="/v4/vendors">
            {t('Add vendors and their offers on the Vendors page.')}
          </Anchor>
        </Text>
      )}
      {list.length > 0 && (
        <SimpleGrid cols={stacked ? 1 : { base: 1, lg: 2 }} spacing="md">
          <OfferTable offers={list} />
          <SellerMap
            sellers={list.map((o) => o.seller)}
            onPreferSeller={(seller) => prefer.mutate(seller)}
            busySellerId={prefer.isPending ? prefer.variables.id : null}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
