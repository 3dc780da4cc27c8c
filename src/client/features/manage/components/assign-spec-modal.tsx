import { Badge, Button, Center, Group, Loader, Modal, Pagination, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState, type RefObject } from 'react';
import { formatMoney } from '#shared/lib/money';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import type { TCategory } from '#shared/schemas/category';
import { useAssignSearch } from '#client/lib/assign-search';
import { t, useLocale } from '#client/lib/i18n';
import { openNamedModal } from '#client/lib/modals';
import { useCatalogueSearch } from '../api/catalogue';
import { useRoomQuantities } from '../api/specs';
import type { TRoomId } from '../lib/rooms';
import { SelectRoomForm, type TSelectRoomFormProps } from './select-room-form';
import { ProductImage } from '#client/components/ui/product-image';

/** Debounce of the catalogue search box (spec §9: select-field search 300 ms). */
export const ASSIGN_SEARCH_DEBOUNCE_MS = 300;

/** One catalogue result: image, name, model, manufacturer and list price. */
function ResultRow({ spec, onChoose }: { spec: TCatalogueSpec; onChoose: () => void }) {
  const locale = useLocale();
  return (
    <UnstyledButton
      onClick={onChoose}
      p="xs"
      aria-label={t('Choose {spec}', { spec: spec.name })}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <Group wrap="nowrap" gap="sm">
        <ProductImage src={spec.imageName} alt={spec.name} size={56} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {spec.name}
            </Text>
            {spec.archived && <Badge size="xs" color="gray">{t('Archived')}</Badge>}
            {spec.inSpecbook && <Badge size="xs" variant="light">{t('In specbook')}</Badge>}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {spec.manufacturerName} · {t('Model {model}', { model: spec.modelNumber })}
          </Text>
        </Stack>
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {spec.price?.list ? formatMoney(spec.price.list, locale) : '—'}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** Step 1 of Assign Spec: search the catalogue for the specbook. */
function CatalogueSearch({
  userId,
  specbookId,
  onChoose,
  inputRef,
}: {
  userId: number;
  specbookId: number;
  onChoose: (spec: TCatalogueSpec) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [term, setTerm] = useState('');
  const [includeArchived, setIncludeArchived] = useState(false);
  const [page, setPage] = useState(1);
  // After Create Spec (opened from here) the new model number becomes the search (spec §2).
  const assignSearch = useAssignSearch();
  const [seenVersion, setSeenVersion] = useState(assignSearch.version);
  if (assignSearch.version !== seenVersion) {
    setSeenVersion(assignSearch.version);
    setTerm(assignSearch.value);
    setPage(1);
  }
  const [debounced] = useDebouncedValue(term, ASSIGN_SEARCH_DEBOUNCE_MS);
  const search = useCatalogueSearch(userId, { searchTerm: debounced, includeArchived, page, specbookId });
  const results = search.data?.list ?? [];
  const lastPage = search.data?.pagination?.lastPage ?? 1;

  return (
    <Stack gap="sm">
      <TextInput
        ref={inputRef}
        label={t('Search specs')}
        placeholder={t('Name, model number or manufacturer')}
        leftSection={<IconSearch size={16} />}
        value={term}
        onChange={(e) => {
          setTerm(e.currentTarget.value);
          setPage(1);
        }}
        data-autofocus
      />
      <ToggleSwitch
        label={t('Include archived')}
        checked={includeArchived}
        onChange={(e) => {
          setIncludeArchived(e.currentTarget.checked);
          setPage(1);
        }}
      />
      {search.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : results.length === 0 ? (
        <Stack align="center" gap="xs" py="md">
          <Text c="dimmed" size="sm">
            {t('No results found')}
          </Text>
          <Button size="xs" variant="light" onClick={() => openNamedModal('create-spec', { modelNumber: debounced.trim(), from: 'assign-spec' })}>
            {t('Create Spec')}
          </Button>
        </Stack>
      ) : (
        <Stack gap={6} aria-label={t('Search results')} role="list" style={{ opacity: search.isFetching ? 0.7 : 1 }}>
          {results.map((spec) => (
            <div role="listitem" key={spec.id} style={{ display: 'contents' }}>
              <ResultRow spec={spec} onChoose={() => onChoose(spec)} />
            </div>
          ))}
        </Stack>
      )}
      {lastPage > 1 && (
        <Group justify="center">
          <Pagination size="sm" total={lastPage} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * Step 2 of Assign Spec: Select Room, once the quantities the spec already has in the specbook's
 * rooms are known (unchecked rooms show them, spec §2). If they cannot be read, rooms show 1.
 */
function SelectRoomStep(props: Omit<TSelectRoomFormProps, 'existingQuantities'>) {
  const quantities = useRoomQuantities(props.userId, props.specbookId, props.spec.id);
  if (quantities.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('Loading rooms')} />
      </Center>
    );
  }
  return <SelectRoomForm {...props} existingQuantities={quantities.data} />;
}

/** Props of {@link AssignSpecModal}. */
export type TAssignSpecModalProps = {
  opened: boolean;
  onClose: () => void;
  userId: number;
  specbookId: number;
  rooms: TCategory[];
  /** A room chosen in advance (Assign Spec from a room's empty state or menu). */
  initialRoom?: TRoomId;
  /** Refresh the page after an assignment or a new room. */
  onChanged: () => void;
};

/** How many specs were added since the dialog opened: 'N added'. */
export function addedLabel(count: number): string {
  return t('{count} added', { count });
}

/** The running count of specs added and the Done button that closes the dialog. */
function AddedFooter({ added, onDone }: { added: number; onDone: () => void }) {
  return (
    <Group justify="space-between" mt="md" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c={added > 0 ? 'teal.8' : 'dimmed'} fw={added > 0 ? 600 : 400} role="status" aria-live="polite">
        {added > 0 ? addedLabel(added) : t('Choose a spec to add it')}
      </Text>
      <Button onClick={onDone}>{t('Done')}</Button>
    </Group>
  );
}

/**
 * Assign Spec: search the catalogue, choose a spec, then choose its rooms (Select Room). After
 * each assignment the dialog comes back to the search (its term and page kept) with a running
 * 'N added' count, so that several specs go in a row; Done closes it. The room the seller came
 * from stays preselected for every spec.
 */
export function AssignSpecModal({ opened, onClose, userId, specbookId, rooms, initialRoom, onChanged }: TAssignSpecModalProps) {
  const [chosen, setChosen] = useState<TCatalogueSpec | null>(null);
  const [added, setAdded] = useState(0);
  const searchInput = useRef<HTMLInputElement>(null);
  const backToSearch = () => {
    setChosen(null);
    requestAnimationFrame(() => searchInput.current?.focus());
  };
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={chosen ? t('Select Room') : t('Assign Spec')}
      size={narrow ? '100%' : 'lg'}
      fullScreen={narrow}
      onExitTransitionEnd={() => {
        setChosen(null);
        setAdded(0);
      }}
    >
      {chosen && (
        <SelectRoomStep
          key={chosen.id}
          userId={userId}
          specbookId={specbookId}
          spec={chosen}
          rooms={rooms}
          initialRoom={initialRoom}
          onBack={backToSearch}
          onRoomCreated={onChanged}
          onAssigned={() => {
            onChanged();
            setAdded((n) => n + 1);
            backToSearch();
          }}
        />
      )}
      {/* Kept mounted under Select Room so that the search and its page survive each assignment. */}
      <div hidden={chosen !== null}>
        <CatalogueSearch userId={userId} specbookId={specbookId} onChoose={setChosen} inputRef={searchInput} />
        <AddedFooter added={added} onDone={onClose} />
      </div>
    </Modal>
  );
}
