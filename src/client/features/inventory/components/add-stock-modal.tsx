import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import { SELLER_MESSAGES as SM, type TInventoryStatus } from '#shared/lib/sellers';
import { ApiError, firstErrorMessage } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastSuccess } from '#client/lib/toasts';
import { useAddStock, useCatalogueSearch } from '../api/inventory';
import { statusOptions } from './stock-cells';

/** Add product: a catalogue spec picked by search, with its quantity, status and location. */
export function AddStockModal({ userId, opened, onClose }: { userId: number; opened: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 767px)');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const [specId, setSpecId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [status, setStatus] = useState<TInventoryStatus>('in_stock');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const search = useCatalogueSearch(userId, debounced);
  const add = useAddStock(userId);
  const options = (search.data?.list ?? []).map((s) => ({ value: String(s.id), label: `${s.name} — ${s.manufacturerName} ${s.modelNumber}` }));

  const close = () => {
    setText('');
    setSpecId(null);
    setQuantity('1');
    setLocation('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!specId) return setError(t(SM.specRequired));
    if (!/^\d{1,7}$/.test(quantity.trim())) return setError(t(SM.quantityInvalid));
    try {
      await add.mutateAsync({ specId: Number(specId), quantity: Number(quantity.trim()), status, location });
      toastSuccess(M.added);
      close();
    } catch (err) {
      setError(t((err instanceof ApiError ? firstErrorMessage(err.body) : null) ?? M.loadFailed));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('Add product')} fullScreen={fullScreen} closeButtonProps={{ 'aria-label': t('Close') }}>
      <Stack gap="sm">
        <Select
          label={t('Product')}
          placeholder={t('Search the catalogue by name or model number')}
          searchable
          searchValue={text}
          onSearchChange={setText}
          data={options}
          value={specId}
          onChange={setSpecId}
          filter={({ options: all }) => all}
          nothingFoundMessage={debounced.length >= 2 && !search.isFetching ? t('No products found') : undefined}
          error={error}
        />
        <Group grow>
          <TextInput label={t('Quantity')} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} inputMode="numeric" />
          <Select label={t('Status')} data={statusOptions()} value={status} onChange={(v) => v && setStatus(v as TInventoryStatus)} allowDeselect={false} />
        </Group>
        <TextInput label={t('Location')} placeholder={t('Warehouse, bay, shelf')} value={location} onChange={(e) => setLocation(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={add.isPending}>
            {t('Add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
