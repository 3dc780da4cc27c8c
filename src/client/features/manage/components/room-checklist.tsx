import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { shownQuantity, type TRoomChoice } from '../lib/select-room';
import { t } from '#client/lib/i18n';
import { roomKey, roomName } from '../lib/rooms';

/**
 * A checklist of rooms, each with a QTY input that is enabled only while its room is checked;
 * an unchecked room shows the quantity already in it, or 1 (spec §2 "Select Room modal").
 */
export function RoomChecklist({
  choices,
  onChange,
  label,
}: {
  choices: TRoomChoice[];
  onChange: (next: TRoomChoice[]) => void;
  label?: string;
}) {
  const title = label ?? t('Existing Room');
  const set = (index: number, patch: Partial<TRoomChoice>) =>
    onChange(choices.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <Stack gap={6} role="group" aria-label={title}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {choices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No rooms yet: type a room name above and press Enter to create one.')}
        </Text>
      )}
      {choices.map((choice, index) => (
        <Group key={roomKey(choice.id)} justify="space-between" wrap="nowrap" gap="sm">
          <Checkbox
            label={roomName(choice.name)}
            checked={choice.checked}
            onChange={(e) => set(index, { checked: e.currentTarget.checked, quantity: choice.existingQuantity ?? choice.quantity })}
          />
          <NumberInput
            aria-label={t('QTY for {room}', { room: roomName(choice.name) })}
            size="xs"
            w={80}
            min={1}
            max={1_000_000}
            allowDecimal={false}
            allowNegative={false}
            disabled={!choice.checked}
            value={shownQuantity(choice)}
            // An emptied field is being retyped: keep the quantity until a number arrives.
            onChange={(v) => (v === '' ? undefined : set(index, { quantity: typeof v === 'number' ? v : Number(v) || 1 }))}
            leftSection={<Text size="10px" c="dimmed">{t('QTY')}</Text>}
            leftSectionWidth={30}
          />
        </Group>
      ))}
    </Stack>
  );
}
