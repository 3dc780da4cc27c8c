import { Badge, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  roomSelectionState,
  selectedJoinIds,
  setAllSelected,
  setCategorySelected,
  setSpecSelected,
  type TCategorySelection,
  type TSelectionRoom,
} from '#shared/lib/category-selection';
import { t } from '#client/lib/i18n';

/** A room of the tree: the selection's room (the join ids it may choose), its name and the specs shown. */
export type TSelectionTreeRoom<S> = TSelectionRoom & { name: string; specs: readonly S[] };

/** Props of {@link CategorySelectionTree}. */
export type TCategorySelectionTreeProps<S extends { joinID: number }> = {
  rooms: readonly TSelectionTreeRoom<S>[];
  selection: TCategorySelection;
  onChange: (selection: TCategorySelection) => void;
  labels: { selectAll: string; selectedCount: (selected: number, total: number) => string };
  /** One spec's checkbox row; `checked` is whether the selection chooses it. */
  renderSpec: (spec: S, checked: boolean, onChange: (checked: boolean) => void) => ReactNode;
  /** Wraps the list of rooms (e.g. in a scroll area). */
  wrapRooms?: (rooms: ReactNode) => ReactNode;
};

/** A room's checkbox (all / some / none) with its "n of m", and its specs below. */
function RoomOptions<S extends { joinID: number }>(props: {
  room: TSelectionTreeRoom<S>;
  selection: TCategorySelection;
  selectedIds: ReadonlySet<number>;
  selectedCount: (selected: number, total: number) => string;
  renderSpec: TCategorySelectionTreeProps<S>['renderSpec'];
  onRoom: (checked: boolean) => void;
  onSpec: (joinId: number, checked: boolean) => void;
}) {
  const { room, selection, selectedIds, selectedCount, renderSpec, onRoom, onSpec } = props;
  const state = roomSelectionState(selection, room);
  const count = t(selectedCount(state.selected, state.total));
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
        <Badge variant="light" color={state.none ? 'gray' : 'blue'} style={{ flexShrink: 0 }} aria-label={`${room.name}: ${count}`}>
          {count}
        </Badge>
      </Group>
      <Stack gap={8} pl={30}>
        {room.specs.map((spec) => (
          <div key={spec.joinID}>{renderSpec(spec, selectedIds.has(spec.joinID), (checked) => onSpec(spec.joinID, checked))}</div>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The rooms of a specbook with a checkbox each (all / some / none, "n of m") and their specs,
 * with Select all and the selected count: the one editor of the shared category selection
 * (#shared/lib/category-selection), used by Smart Labels and Create Purchase Orders. Its labels are
 * shown in the interface's language (t reads an English source or leaves a translated text as it is).
 */
export function CategorySelectionTree<S extends { joinID: number }>(props: TCategorySelectionTreeProps<S>) {
  const { rooms, selection, onChange, labels, renderSpec, wrapRooms = (list) => list } = props;
  const selectedIds = new Set(selectedJoinIds(selection, rooms));
  const total = rooms.reduce((n, room) => n + room.joinIds.length, 0);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          checked={selection.allSpecbookSpecs}
          indeterminate={!selection.allSpecbookSpecs && selectedIds.size > 0}
          onChange={(e) => onChange(setAllSelected(rooms, e.currentTarget.checked))}
          label={<Text fw={600}>{t(labels.selectAll)}</Text>}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(labels.selectedCount(selectedIds.size, total))}
        </Text>
      </Group>
      <Divider />
      {wrapRooms(
        <Stack gap="lg">
          {rooms.map((room) => (
            <RoomOptions
              key={room.categoryId ?? 'misc'}
              room={room}
              selection={selection}
              selectedIds={selectedIds}
              selectedCount={labels.selectedCount}
              renderSpec={renderSpec}
              onRoom={(checked) => onChange(setCategorySelected(selection, rooms, room.categoryId, checked))}
              onSpec={(joinId, checked) => onChange(setSpecSelected(selection, rooms, room.categoryId, joinId, checked))}
            />
          ))}
        </Stack>,
      )}
    </Stack>
  );
}
