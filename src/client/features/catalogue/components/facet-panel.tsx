import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TCatalogueFacets } from '#shared/schemas/catalogue';
import { formatNumber } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';
import { activeFilterCount, FACET_TITLES, priceRangeLabel, type TMatrixFacetKey, type TMatrixFilters } from '../lib/matrix-filters';

type TOption = { value: string; label: string; count: number | null };

/** The options of one facet: the answer's values, plus chosen values the answer no longer counts. */
function optionsOf(facets: TCatalogueFacets | null, key: TMatrixFacetKey, chosen: string[], locale: TLocale): TOption[] {
  // Price ranges are written here, in the locale's money; the other facets' labels are product data.
  const labelOf = (value: string, label: string) => (key === 'price' ? (priceRangeLabel(value, locale) ?? label) : label);
  const counted: TOption[] = facets ? facets[key].map((f) => ({ value: f.value, label: labelOf(f.value, f.label), count: f.count })) : [];
  const missing = chosen.filter((v) => !counted.some((o) => o.value === v)).map((v) => ({ value: v, label: labelOf(v, v), count: null }));
  return [...counted, ...missing];
}

/** Props of {@link FacetPanel}. */
export type TFacetPanelProps = {
  facets: TCatalogueFacets | null;
  filters: TMatrixFilters;
  onToggle: (key: TMatrixFacetKey, value: string) => void;
  onClear: () => void;
  /** Show the 'Filters' heading (the mobile drawer has its own title). */
  withHeading?: boolean;
};

/** Facet filters with counts: one checkbox group per facet (values of a facet ORed, facets ANDed). */
export function FacetPanel({ facets, filters, onToggle, onClear, withHeading = true }: TFacetPanelProps) {
  const locale = useLocale();
  const active = activeFilterCount(filters);
  return (
    <Stack gap="md" aria-label={t('Filters')} role="group">
      <Group justify={withHeading ? 'space-between' : 'flex-end'} gap="xs">
        {withHeading && (
          <Text fw={700} size="sm">
            {t('Filters')}
          </Text>
        )}
        {active > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={onClear}>
            {t('Clear all ({count})', { count: active })}
          </Button>
        )}
      </Group>
      {facets?.sampled && (
        <Text size="xs" c="dimmed">
          {t('Counts are over the first {count} matches.', { count: formatNumber(facets.sampleSize, locale) })}
        </Text>
      )}
      {FACET_TITLES.map(({ key, title: source }) => {
        const title = t(source);
        const chosen = filters[key] ?? [];
        const options = optionsOf(facets, key, chosen, locale);
        if (options.length === 0) return null;
        return (
          <Stack key={key} gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {title}
            </Text>
            {options.map((option) => (
              <Checkbox
                key={option.value}
                size="xs"
                checked={chosen.includes(option.value)}
                onChange={() => onToggle(key, option.value)}
                aria-label={`${title}: ${option.label}`}
                label={
                  <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
                    <Text size="xs" truncate>
                      {option.label}
                    </Text>
                    {option.count !== null && (
                      <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                        {formatNumber(option.count, locale)}
                      </Badge>
                    )}
                  </Group>
                }
                styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1, minWidth: 0 } }}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
