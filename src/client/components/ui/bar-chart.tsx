import { Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';

/** One series of a grouped bar chart. */
export type TBarSeries = { key: string; label: string; color: string };

/** One group of bars: its label and a value per series key. */
export type TBarGroup = { label: string; values: Record<string, number> };

/** Props of {@link BarChart}. */
export type TBarChartProps = {
  title: string;
  data: TBarGroup[];
  series: TBarSeries[];
  valueFormatter: (value: number) => string;
  height?: number;
};

/**
 * A small grouped bar chart drawn with boxes (legend, bars per group, labels under them, a
 * tooltip per bar) and the same numbers as a table for screen readers. Stands in for
 * @mantine/charts' BarChart until that dependency is installed (decision 025).
 */
export function BarChart({ title, data, series, valueFormatter, height = 180 }: TBarChartProps) {
  const max = Math.max(1, ...data.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)));
  return (
    <Stack gap="xs">
      <Group gap="md" aria-hidden>
        {series.map((s) => (
          <Group key={s.key} gap={6}>
            <Box w={12} h={12} bg={s.color} style={{ borderRadius: 2 }} />
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed" ml="auto">
          max {valueFormatter(max)}
        </Text>
      </Group>
      <Box aria-hidden style={{ display: 'flex', alignItems: 'stretch', gap: 4, height, borderBottom: '1px solid var(--mantine-color-gray-4)' }}>
        {data.map((g) => (
          <Box key={g.label} style={{ flex: 1, display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: 2, minWidth: 0 }}>
            {series.map((s) => {
              const value = g.values[s.key] ?? 0;
              return (
                <Tooltip key={s.key} label={`${g.label} · ${s.label}: ${valueFormatter(value)}`} withinPortal>
                  <Box
                    data-testid="bar"
                    bg={s.color}
                    style={{ flex: 1, maxWidth: 18, height: `${(value / max) * 100}%`, minHeight: value > 0 ? 2 : 0, borderRadius: '2px 2px 0 0' }}
                  />
                </Tooltip>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box aria-hidden style={{ display: 'flex', gap: 4 }}>
        {data.map((g, i) => (
          <Text key={g.label} size="10px" c="dimmed" ta="center" style={{ flex: 1, minWidth: 0, visibility: data.length > 8 && i % 2 === 1 ? 'hidden' : undefined }}>
            {g.label}
          </Text>
        ))}
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((g) => (
              <tr key={g.label}>
                <th scope="row">{g.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{valueFormatter(g.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
