import { Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { OverstockBadge } from '#client/components/ui/overstock-badge';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatMoney } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { ProductImage } from '#client/components/ui/product-image';

/** Props of {@link MatrixResults}. */
export type TMatrixResultsProps = {
  specs: TCatalogueSpec[];
  /** Cards instead of a table (narrow screens). */
  narrow: boolean;
  /** Adds a spec to the specbook; no add buttons without it. */
  onAdd?: (spec: TCatalogueSpec) => void;
  /** More actions of a result, composed in by the app (e.g. its sellers). */
  renderActions?: (spec: TCatalogueSpec) => ReactNode;
};

function price(spec: TCatalogueSpec, locale: TLocale): string {
  return spec.price?.list ? formatMoney(spec.price.list, locale) : '—';
}

/** A result's accessible name: its name, manufacturer and model. */
function rowLabel(spec: TCatalogueSpec): string {
  return t('{name}, {manufacturer}, model {model}', { name: spec.name, manufacturer: spec.manufacturerName, model: spec.modelNumber });
}

/**
 * Arrow keys move between result rows, Home and End jump to the first and last, Enter adds the
 * focused spec (when adding is possible).
 */
function rowKeys(event: KeyboardEvent<HTMLElement>, spec: TCatalogueSpec, onAdd?: (spec: TCatalogueSpec) => void): void {
  const row = event.currentTarget;
  const rows = Array.from(row.parentElement?.querySelectorAll<HTMLElement>('[data-matrix-row]') ?? []);
  const at = rows.indexOf(row);
  const go = (i: number) => rows[Math.max(0, Math.min(rows.length - 1, i))]?.focus();
  if (event.target !== row) return;
  if (event.key === 'ArrowDown') go(at + 1);
  else if (event.key === 'ArrowUp') go(at - 1);
  else if (event.key === 'Home') go(0);
  else if (event.key === 'End') go(rows.length - 1);
  else if (event.key === 'Enter' && onAdd) onAdd(spec);
  else return;
  event.preventDefault();
}

function AddButton({ spec, onAdd }: { spec: TCatalogueSpec; onAdd: (spec: TCatalogueSpec) => void }) {
  return (
    <Button size="compact-xs" variant={spec.inSpecbook ? 'light' : 'filled'} onClick={() => onAdd(spec)} aria-label={t('Add {product} to specbook', { product: `${spec.name} ${spec.modelNumber}` })}>
      {spec.inSpecbook ? t('Add again') : t('Add')}
    </Button>
  );
}

function Flags({ spec }: { spec: TCatalogueSpec }) {
  return (
    <>
      {!spec.global && <Badge size="xs" variant="outline">{t('Own')}</Badge>}
      {spec.archived && <Badge size="xs" color="gray">{t('Archived')}</Badge>}
      {spec.inSpecbook && <Badge size="xs" variant="light">{t('In specbook')}</Badge>}
      {spec.overstock && <OverstockBadge />}
    </>
  );
}

/** Narrow screens: one compact card per spec. */
function ResultCards({ specs, onAdd, renderActions }: Omit<TMatrixResultsProps, 'narrow'>) {
  const locale = useLocale();
  return (
    <Stack gap={6} role="list" aria-label={t('Catalogue results')}>
      {specs.map((spec) => (
        <Paper
          key={spec.id}
          withBorder
          p={6}
          role="listitem"
          tabIndex={0}
          data-matrix-row
          aria-label={rowLabel(spec)}
          onKeyDown={(e) => rowKeys(e, spec, onAdd)}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ProductImage src={spec.imageName} alt={spec.name} size={56} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {spec.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {spec.manufacturerName}
              </Text>
              <Text size="xs" ff="monospace">
                {spec.modelNumber}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {[spec.finishName, spec.collectionName].filter(Boolean).join(' · ') || '\u00a0'}
              </Text>
              <Group gap={4} mt={2}>
                <Flags spec={spec} />
              </Group>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {price(spec, locale)}
              </Text>
              {onAdd && <AddButton spec={spec} onAdd={onAdd} />}
              {renderActions?.(spec)}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Wide screens: a dense table, one focusable row per spec. */
function ResultTable({ specs, onAdd, renderActions }: Omit<TMatrixResultsProps, 'narrow'>) {
  const locale = useLocale();
  const withActions = Boolean(onAdd ?? renderActions);
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing={4} horizontalSpacing="xs" highlightOnHover stickyHeader aria-label={t('Catalogue results')} fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={52}>
              <VisuallyHidden>{t('Image')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('Product')}</Table.Th>
            <Table.Th>{t('Manufacturer / Model')}</Table.Th>
            <Table.Th>{t('Finish / Collection')}</Table.Th>
            <Table.Th ta="right">{t('List price')}</Table.Th>
            {withActions && (
              <Table.Th w={renderActions && onAdd ? 160 : 84}>
                <VisuallyHidden>{t('Actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {specs.map((spec) => (
            <Table.Tr
              key={spec.id}
              tabIndex={0}
              data-matrix-row
              aria-label={rowLabel(spec)}
              onKeyDown={(e) => rowKeys(e, spec, onAdd)}
            >
              <Table.Td>
                <ProductImage src={spec.imageName} alt={spec.name} size={44} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Text size="xs" fw={600} truncate>
                    {spec.name}
                  </Text>
                  <Flags spec={spec} />
                </Group>
                {spec.categoryName && (
                  <Text size="xs" c="dimmed">
                    {spec.categoryName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {spec.manufacturerName}
                </Text>
                <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {spec.modelNumber}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" lineClamp={1}>
                  {spec.finishName ?? '—'}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {spec.collectionName ?? '\u00a0'}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {price(spec, locale)}
              </Table.Td>
              {withActions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {renderActions?.(spec)}
                    {onAdd && <AddButton spec={spec} onAdd={onAdd} />}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The Matrix's results: a dense keyboard-navigable table, or cards on narrow screens. */
export function MatrixResults({ narrow, ...props }: TMatrixResultsProps) {
  return narrow ? <ResultCards {...props} /> : <ResultTable {...props} />;
}
