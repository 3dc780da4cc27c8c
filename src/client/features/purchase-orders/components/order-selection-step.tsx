import { Badge, Checkbox, Group, Text } from '@mantine/core';
import type { TCategorySelection } from '#shared/lib/category-selection';
import { CategorySelectionTree } from '#client/components/ui/category-selection-tree';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { t } from '#client/lib/i18n';
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
  const details = [spec.manufacturerName, spec.modelNumber, t('Qty {qty}', { qty: spec.qty })].filter(Boolean).join(' · ');
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

/**
 * Step 1 of Create Purchase Orders: the specbook's rooms with a checkbox each (all / some / none,
 * "n of m") and their specs, Select all; rejected and optional specs are shown disabled with the
 * reason and never counted. The selection follows the shared model (include-by-default rooms
 * with exceptions, the "all" flag).
 */
export function OrderSelectionStep({ rooms, selection, onChange }: TOrderSelectionStepProps) {
  if (rooms.every((room) => room.joinIds.length === 0)) return <Text c="dimmed">{UI.noOrderableSpecs}</Text>;
  return (
    <CategorySelectionTree
      rooms={rooms}
      selection={selection}
      onChange={onChange}
      labels={UI}
      renderSpec={(spec, checked, onSpec) => <SpecOption spec={spec} checked={checked} onChange={onSpec} />}
    />
  );
}
