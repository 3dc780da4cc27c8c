import { ActionIcon, Button, Center, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TVendorOffer } from '#shared/schemas/seller';
import { t, tPlural } from '#client/lib/i18n';
import { OFFERS_PER_PAGE, useAddOffer, useRemoveOffer, useSellerOffers, useUpdateOffer } from '../api/offers';
import { EMPTY_OFFER, offerChanged, offerToValues, parseOffer, type TOfferValues } from '../lib/offer-values';
import { OfferFields } from './offer-fields';
import { ProductPicker, type TPickedProduct } from './product-picker';

type TOffersProps = { userId: number; sellerId: number };

/** One offer, edited in place: its fields, Save when changed, and Remove (then `onRemoved`). */
function OfferRow({ userId, sellerId, offer, onRemoved }: TOffersProps & { offer: TVendorOffer; onRemoved: () => void }) {
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
          <ActionIcon variant="subtle" color="red" aria-label={t('Remove offer for {product}', { product })} loading={remove.isPending} onClick={() => remove.mutate(offer.id, { onSuccess: onRemoved })}>
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

/** How long the filter waits after the last key before it asks the server. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * One page of a vendor's offers, read from the server (docs/decisions/087): the page, and the
 * filter text once typing pauses.
 */
function useOfferPage(userId: number, sellerId: number) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [search] = useDebouncedValue(query.trim(), FILTER_DEBOUNCE_MS);
  const offers = useSellerOffers(userId, sellerId, { page, search });
  const lastPage = offers.data?.pagination?.lastPage ?? 1;
  const filter = (text: string) => {
    setQuery(text);
    setPage(1);
  };
  return { offers, query, search, filter, page, setPage, lastPage };
}

/**
 * A vendor's offers: list with inline editing, add and remove. Ten at a time with a pager, and a
 * filter by product once there are more than ten; both are answered by the server.
 */
export function VendorOffers({ userId, sellerId }: TOffersProps) {
  const { offers, query, search, filter, page, setPage, lastPage } = useOfferPage(userId, sellerId);
  const [adding, setAdding] = useState(false);
  const list = offers.data?.list ?? [];
  const total = offers.data?.pagination?.total ?? list.length;
  const settled = offers.isSuccess && !offers.isPlaceholderData;
  const filtering = query.trim() !== '' || search !== '';
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
      {(total > OFFERS_PER_PAGE || filtering) && (
        <TextInput
          size="xs"
          aria-label={t('Filter offers')}
          placeholder={t('Filter by product, model or manufacturer')}
          leftSection={<IconSearch size={14} aria-hidden />}
          rightSection={offers.isFetching && !offers.isPending ? <Loader size={12} aria-label={t('Loading offers')} /> : null}
          value={query}
          onChange={(event) => filter(event.currentTarget.value)}
        />
      )}
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
      {settled && total === 0 && !search && !adding && (
        <Text size="sm" c="dimmed">
          {t('No offers yet: add the products this vendor sells you, with price, lead time and stock.')}
        </Text>
      )}
      {settled && total === 0 && search && (
        <Text size="sm" c="dimmed">
          {t('No offer matches “{query}”.', { query: search })}
        </Text>
      )}
      <Stack gap="xs" role="list" aria-busy={offers.isFetching} style={{ opacity: offers.isPlaceholderData ? 0.6 : 1 }}>
        {list.map((offer) => (
          <OfferRow
            key={`${offer.id}-${offer.updatedAt}`}
            userId={userId}
            sellerId={sellerId}
            offer={offer}
            // The page's only offer removed: the page before it (a page past the end would be empty).
            onRemoved={() => list.length === 1 && page > 1 && setPage(page - 1)}
          />
        ))}
      </Stack>
      {lastPage > 1 && (
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {tPlural(total, 'One offer', '{count} offers')}
          </Text>
          <Pagination size="sm" total={lastPage} value={Math.min(page, lastPage)} onChange={setPage} aria-label={t('Offer pages')} />
        </Group>
      )}
    </Stack>
  );
}
