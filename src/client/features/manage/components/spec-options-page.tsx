import { Anchor, Button, Center, Grid, Group, Loader, NumberInput, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/lib/messages';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { ZSpecSpecbookUpdate, type TSpecSpecbook, type TSpecSpecbookUpdate } from '#shared/schemas/spec-specbook';
import { t } from '#client/lib/i18n';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { useRooms } from '../api/rooms';
import { roomName } from '../lib/rooms';
import { isSpecbookMissing, useSpecbook } from '../api/specbook';
import { updateSpecSpecbook, useSpecCache, useSpecSpecbook } from '../api/specs';
import { useStatuses } from '../api/statuses';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { ManageProvider, useManage, type TManageContext } from './manage-context';
import { LineTotal, PriceFields } from './price-fields';
import { ProductImage } from '#client/components/ui/product-image';
import { SpecbookNotFound } from './specbook-not-found';
import { StatusLogTable, StatusSelect } from './status-control';
import { SpecFinishSelect } from './spec-finish-select';
import { SpecRoomsPanel } from './spec-rooms-panel';
import { SpecCollectionPanel } from './spec-collection-panel';
import { SpecImportsPanel } from './spec-imports-panel';

/** Props of {@link SpecOptionsPage}. */
export type TSpecOptionsPageProps = {
  userId: number;
  specbookId: number;
  joinId: number;
  hasSpecbooksPlus: boolean;
  /** The user lacks advanced access: cost, multiplier and margin show locked. */
  advancedPricingLocked?: boolean;
  /** The catalogue spec's documents, from the feature that owns them (composed in by the route). */
  SpecDocuments?: ComponentType<{ userId: number; specId: number }>;
};

type TDetails = { name: string; description: string; quantity: number; isOptional: boolean };

const detailsOf = (spec: TSpecSpecbook): TDetails => ({
  name: spec.name,
  description: spec.description ?? '',
  quantity: spec.qty,
  isOptional: spec.isOptional,
});

/** Only the fields that changed, as the update body takes them. */
function changedFields(before: TDetails, after: TDetails): TSpecSpecbookUpdate {
  const patch: TSpecSpecbookUpdate = {};
  if (after.name.trim() !== before.name) patch.name = after.name.trim();
  if (after.description !== before.description) patch.description = after.description === '' ? null : after.description;
  if (after.quantity !== before.quantity) patch.quantity = after.quantity;
  if (after.isOptional !== before.isOptional) patch.isOptional = after.isOptional;
  return patch;
}

/** Name, description, quantity and the optional flag of the spec, saved together. */
function DetailsForm({ spec }: { spec: TSpecSpecbook }) {
  const { userId, specbookId } = useManage();
  const cache = useSpecCache(userId, specbookId);
  const saved = useMemo(() => detailsOf(spec), [spec]);
  const [values, setValues] = useState<TDetails>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const patch = changedFields(saved, values);
  const dirty = Object.keys(patch).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSpecSpecbookUpdate.safeParse(patch);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await updateSpecSpecbook(userId, specbookId, spec.joinID, parsed.data);
      cache.write(spec.joinID, () => updated);
      setValues(detailsOf(updated));
      void cache.refreshAll();
      toastSuccess(M.specUpdated);
    } catch (err) {
      toastFailure(err, M.couldNotUpdateSpec);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('Name')}
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
        />
        <Textarea
          label={t('Description')}
          autosize
          minRows={3}
          maxRows={10}
          value={values.description}
          error={errors.description}
          onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
        />
        <Group align="flex-end" gap="md">
          <NumberInput
            label={t('Quantity')}
            w={120}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={values.quantity}
            error={errors.quantity}
            onChange={(v) => setValues({ ...values, quantity: typeof v === 'number' ? v : Number(v) || 0 })}
          />
          <ToggleSwitch
            label={t('Optional')}
            checked={values.isOptional}
            onChange={(e) => setValues({ ...values, isOptional: e.currentTarget.checked })}
            mb={6}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" disabled={!dirty || busy} onClick={() => setValues(saved)}>
            {t('Reset')}
          </Button>
          <Button type="submit" disabled={!dirty} loading={busy}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A titled panel of the page. */
function Panel({ title, children, mt }: { title: string; children: ReactNode; mt?: string }) {
  return (
    <Paper withBorder radius="md" p="md" mt={mt}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The spec more-options page: edit name, description, quantity, status, prices, the optional
 * flag, the finish and the rooms of one spec in a specbook, with its status history, the
 * catalogue spec's documents, the imports that added or updated it, and its collection.
 */
export function SpecOptionsPage({ userId, specbookId, joinId, hasSpecbooksPlus, advancedPricingLocked = false, SpecDocuments }: TSpecOptionsPageProps) {
  const spec = useSpecSpecbook(userId, specbookId, joinId);
  const specbook = useSpecbook(userId, specbookId);
  const statuses = useStatuses(userId);
  const rooms = useRooms(userId, specbookId);
  useDocumentTitle(`${spec.data?.name ?? t('More Options')} · ${PRODUCT_NAME}`);
  const context: TManageContext = useMemo(
    () => ({
      userId,
      specbookId,
      statuses: statuses.data ?? [],
      rooms: rooms.data ?? [],
      view: 'card',
      dragEnabled: false,
      hasSpecbooksPlus,
      advancedPricingLocked,
      openAssign: () => undefined,
    }),
    [userId, specbookId, statuses.data, rooms.data, hasSpecbooksPlus, advancedPricingLocked],
  );

  const back = (
    <Anchor component={Link} to={manageSpecbookPath(specbookId)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} />
        {specbook.data ? t('Back to {specbook}', { specbook: specbook.data.name }) : t('Back to the specbook')}
      </Group>
    </Anchor>
  );

  // A specbook that cannot be opened answers like its manage page: not found, with a way back.
  if (isSpecbookMissing(specbookId, specbook.error)) return <SpecbookNotFound />;
  if (spec.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader />
      </Center>
    );
  }
  if (spec.isError || !spec.data) {
    return (
      <Stack align="flex-start">
        {back}
        <Text c="red" role="alert">
          {t(M.couldNotFetchSpecbookSpec)}
        </Text>
      </Stack>
    );
  }
  const data = spec.data;
  return (
    <ManageProvider value={context}>
      <Stack gap="md" maw={1100}>
        {back}
        <Group gap="md" align="flex-start" wrap="nowrap">
          <ProductImage src={data.imageName} alt={data.name} size={120} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {data.name}
            </Title>
            <Text size="sm" c="dimmed">
              {data.manufacturerName} · {t('Model {model}', { model: data.modelNumber ?? '' })}
              {data.finishName ? ` · ${t('Finish: {finish}', { finish: data.finishName })}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Room: {room}', { room: roomName(data.categoryName) })}
            </Text>
          </Stack>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Panel title={t('Details')}>
              <DetailsForm key={data.updatedAt} spec={data} />
            </Panel>
            <Panel title={t('Rooms')} mt="md">
              <SpecRoomsPanel spec={data} />
            </Panel>
            {SpecDocuments && (
              <Panel title={t('Documents')} mt="md">
                <SpecDocuments userId={userId} specId={data.specID} />
              </Panel>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Group justify="space-between" mb="sm">
                  <Title order={2} fz="md">
                    {t('Status')}
                  </Title>
                  <StatusSelect spec={data} size="sm" />
                </Group>
                <StatusLogTable log={data.statusLog} />
              </Paper>
              <Panel title={t('Finish')}>
                <SpecFinishSelect spec={data} />
              </Panel>
              <Panel title={t('Imports')}>
                <SpecImportsPanel specId={data.specID} />
              </Panel>
              <Paper withBorder radius="md" p="md">
                <Group justify="space-between" mb="sm">
                  <Title order={2} fz="md">
                    {t('Pricing')}
                  </Title>
                  <LineTotal spec={data} />
                </Group>
                <PriceFields spec={data} layout="card" columns={{ base: 2, xs: 3 }} />
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
        <Panel title={data.collectionName ? t('Collection: {name}', { name: data.collectionName }) : t('Collection')}>
          <SpecCollectionPanel specId={data.specID} collectionName={data.collectionName} />
        </Panel>
      </Stack>
    </ManageProvider>
  );
}
