import { ActionIcon, Button, Center, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSellerOffer } from '#shared/schemas/seller';
import { t, tPlural } from '#client/lib/i18n';
import { useAddOffer, useRemoveOffer, useSellerOffers, useUpdateOffer } from '../api/offers';
import { EMPTY_OFFER, offerChanged, offerToValues, parseOffer, type TOfferValues } from '../lib/offer-values';
import { OfferFields } from './offer-fields';
import { ProductPicker, type TPickedProduct } from './product-picker';

type TOffersProps = { userId: number; sellerId: number };

/** One offer, edited in place: its fields, Save when changed, and Remove. */
function OfferRow({ userId, sellerId, offer }: TOffersProps & { offer: TSellerOffer }) {
  const saved = offerToValues(offer);
  const [values, setValues] = useState<TOfferValues>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateOffer(userId, sellerId);
  const remove = useRemoveOffer(userId, sellerId);
  const product = `${offer.spec.name} ${offer.spec.modelNumber}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOffer(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) update.mutate({ id: offer.id, offer: parsed.offer });
  };
  return (
    <Paper withBorder p="xs" component="form" noValidate onSubmit={submit} aria-label={t('Offer for {product}', { product })} role="listitem">
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb={4}>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {offer.spec.name}
          </Text>
          <Text size="xs" c="dimmed">
            {offer.spec.manufacturerName} · <span style={{ fontFamily: 'monospace' }}>{offer.spec.modelNumber}</span>
          </Text>
        </div>
        <Tooltip label={t('Remove offer')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('Remove offer for {product}', { product })} loading={remove.isPending} onClick={() => remove.mutate(offer.id)}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <OfferFields values={values} errors={errors} onChange={setValues} labelSuffix={product} />
      {offerChanged(values, saved) && (
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button size="compact-sm" variant="default" onClick={() => { setValues(saved); setErrors({}); }}>
            {t('Cancel')}
          </Button>
          <Button size="compact-sm" type="submit" loading={update.isPending}>
            {t('Save offer')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** Adds an offer: a catalogue product and its price, lead time and inventory. */
function AddOfferForm({ userId, sellerId, onDone }: TOffersProps & { onDone: () => void }) {
  const [product, setProduct] = useState<TPickedProduct | null>(null);
  const [values, setValues] = useState<TOfferValues>(EMPTY_OFFER);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddOffer(userId, sellerId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOffer(values);
    const fieldErrors = { ...(parsed.ok ? {} : parsed.errors), ...(product ? {} : { spec: t(M.specRequired) }) };
    setErrors(fieldErrors);
    if (!parsed.ok || !product) return;
    try {
      await add.mutateAsync({ spec: { id: product.id }, ...parsed.offer, location: null });
      onDone();
    } catch {
      // The API client toasted the server's message (e.g. the seller already offers it).
    }
  };
  return (
    <Paper withBorder p="sm" component="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('Add an offer')} bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <ProductPicker userId={userId} value={product} error={errors.spec} onChange={setProduct} />
        <OfferFields values={values} errors={errors} onChange={setValues} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="compact-sm" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" size="compact-sm" loading={add.isPending}>
            {t('Add offer')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Offers shown at once: each is a small form, and a vendor of the whole catalogue has hundreds. */
const OFFERS_SHOWN = 10;

/** Whether the offer's product (name, model number or manufacturer) holds every word of `query`. */
function offerMatches(offer: TSellerOffer, query: string): boolean {
  const text = `${offer.spec.name} ${offer.spec.modelNumber} ${offer.spec.manufacturerName}`.toLowerCase();
  return query.toLowerCase().split(/\s+/).filter(Boolean).every((word) => text.includes(word));
}

/**
 * A vendor's offers: list with inline editing, add and remove. Ten at a time with a pager, and a
 * filter by product once there are more than ten.
 */
export function VendorOffers({ userId, sellerId }: TOffersProps) {
  const offers = useSellerOffers(userId, sellerId);
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const list = offers.data ?? [];
  const matching = query.trim() ? list.filter((offer) => offerMatches(offer, query)) : list;
  const pages = Math.max(1, Math.ceil(matching.length / OFFERS_SHOWN));
  const current = Math.min(page, pages);
  const shown = matching.slice((current - 1) * OFFERS_SHOWN, current * OFFERS_SHOWN);
  return (
    <Stack gap="xs" role="region" aria-label={t('Offers')}>
      <Group justify="space-between">
        <Title order={3} fz="md">
          {t('Offers')}
        </Title>
        {!adding && (
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
            {t('Add offer')}
          </Button>
        )}
      </Group>
      {adding && <AddOfferForm userId={userId} sellerId={sellerId} onDone={() => setAdding(false)} />}
      {offers.isPending && (
        <Center py="sm">
          <Loader size="sm" aria-label={t('Loading offers')} />
        </Center>
      )}
      {offers.isError && (
        <Text size="sm" c="red">
          {t(M.loadFailed)}
        </Text>
      )}
      {offers.isSuccess && list.length === 0 && !adding && (
        <Text size="sm" c="dimmed">
          {t('No offers yet: add the products this vendor sells you, with price, lead time and stock.')}
        </Text>
      )}
      {list.length > OFFERS_SHOWN && (
        <TextInput
          size="xs"
          aria-label={t('Filter offers')}
          placeholder={t('Filter by product, model or manufacturer')}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={query}
          onChange={(event) => { setQuery(event.currentTarget.value); setPage(1); }}
        />
      )}
      {list.length > 0 && matching.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No offer matches “{query}”.', { query: query.trim() })}
        </Text>
      )}
      <Stack gap="xs" role="list">
        {shown.map((offer) => (
          <OfferRow key={`${offer.id}-${offer.updatedAt}`} userId={userId} sellerId={sellerId} offer={offer} />
        ))}
      </Stack>
      {pages > 1 && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {tPlural(matching.length, 'One offer', '{count} offers')}
          </Text>
          <Pagination size="sm" total={pages} value={current} onChange={setPage} aria-label={t('Offer pages')} />
        </Group>
      )}
    </Stack>
  );
}
