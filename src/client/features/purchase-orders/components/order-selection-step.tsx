import { Badge, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import {
  roomSelectionState,
  selectedJoinIds,
  setAllSelected,
  setCategorySelected,
  setSpecSelected,
  type TCategorySelection,
} from '#shared/lib/category-selection';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { exclusionOf, type TOrderRoom } from '../lib/order-selection';
import { PO_UI as UI } from '../lib/po-ui';

/** Props of {@link OrderSelectionStep}. */
export type TOrderSelectionStepProps = {
  rooms: readonly TOrderRoom[];
  selection: TCategorySelection;
  onChange: (selection: TCategorySelection) => void;
};

/** One spec's checkbox: name, manufacturer and model; a spec that cannot be ordered is disabled with the reason. */
function SpecOption({ spec, checked, onChange }: { spec: TSpecSpecbook; checked: boolean; onChange: (checked: boolean) => void }) {
  const exclusion = exclusionOf(spec);
  const details = [spec.manufacturerName, spec.modelNumber, `Qty ${spec.qty}`].filter(Boolean).join(' · ');
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Checkbox
        checked={checked && !exclusion}
        disabled={exclusion !== null}
        onChange={(e) => onChange(e.currentTarget.checked)}
        label={spec.name}
        description={details}
      />
      {exclusion && (
        <Badge variant="light" color={exclusion === 'rejected' ? 'red' : 'gray'} style={{ flexShrink: 0 }}>
          {UI.excluded[exclusion]}
        </Badge>
      )}
    </Group>
  );
}

/** A room's checkbox (all / some / none of what can be ordered) with "n of m", and its specs below. */
function RoomOptions(props: {
  room: TOrderRoom;
  selection: TCategorySelection;
  selectedIds: ReadonlySet<number>;
  onRoom: (checked: boolean) => void;
  onSpec: (joinId: number, checked: boolean) => void;
}) {
  const { room, selection, selectedIds, onRoom, onSpec } = props;
  const state = roomSelectionState(selection, room);
  return (
    <Stack gap={8} role="group" aria-label={room.name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Checkbox
          checked={state.all}
          indeterminate={!state.all && !state.none}
          disabled={state.total === 0}
          onChange={(e) => onRoom(e.currentTarget.checked)}
          label={<Text fw={600}>{room.name}</Text>}
        />
        <Badge variant="light" color={state.none ? 'gray' : 'blue'} style={{ flexShrink: 0 }} aria-label={`${room.name}: ${UI.selectedCount(state.selected, state.total)}`}>
          {UI.selectedCount(state.selected, state.total)}
        </Badge>
      </Group>
      <Stack gap={8} pl={30}>
        {room.specs.map((spec) => (
          <SpecOption key={spec.joinID} spec={spec} checked={selectedIds.has(spec.joinID)} onChange={(checked) => onSpec(spec.joinID, checked)} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Step 1 of Create Purchase Orders: the specbook's rooms with a checkbox each (all / some / none,
 * "n of m") and their specs, Select all; rejected and optional specs are shown disabled with the
 * reason and never counted. The selection follows the shared model (include-by-default rooms
 * with exceptions, the "all" flag).
 */
export function OrderSelectionStep({ rooms, selection, onChange }: TOrderSelectionStepProps) {
  const selectedIds = new Set(selectedJoinIds(selection, rooms));
  const total = rooms.reduce((n, room) => n + room.joinIds.length, 0);
  if (total === 0) return <Text c="dimmed">{UI.noOrderableSpecs}</Text>;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          checked={selection.allSpecbookSpecs}
          indeterminate={!selection.allSpecbookSpecs && selectedIds.size > 0}
          onChange={(e) => onChange(setAllSelected(rooms, e.currentTarget.checked))}
          label={<Text fw={600}>{UI.selectAll}</Text>}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {UI.selectedCount(selectedIds.size, total)}
        </Text>
      </Group>
      <Divider />
      <Stack gap="lg">
        {rooms.map((room) => (
          <RoomOptions
            key={room.categoryId ?? 'misc'}
            room={room}
            selection={selection}
            selectedIds={selectedIds}
            onRoom={(checked) => onChange(setCategorySelected(selection, rooms, room.categoryId, checked))}
            onSpec={(joinId, checked) => onChange(setSpecSelected(selection, rooms, room.categoryId, joinId, checked))}
          />
        ))}
      </Stack>
    </Stack>
  );
}
