import { BarChart as MantineBarChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import { t } from '#client/lib/i18n';

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

/** The key of the group label in the chart's rows (series keys are the other keys). */
const LABEL_KEY = '__label';

/**
 * A grouped bar chart (@mantine/charts, on recharts) with a legend and tooltips, and the same
 * numbers as a table for screen readers (the SVG says nothing to them). The title and series labels
 * are shown in the interface's language (t); `valueFormatter` formats values the locale's way.
 */
export function BarChart({ title, data, series, valueFormatter, height = 200 }: TBarChartProps) {
  const rows = data.map((g) => ({ [LABEL_KEY]: g.label, ...g.values }));
  return (
    <>
      <MantineBarChart
        aria-hidden
        h={height}
        data={rows}
        dataKey={LABEL_KEY}
        series={series.map((s) => ({ name: s.key, label: t(s.label), color: s.color }))}
        valueFormatter={valueFormatter}
        withLegend
        legendProps={{ verticalAlign: 'top', height: 32 }}
        tickLine="y"
        gridAxis="y"
        yAxisProps={{ width: 72 }}
      />
      <VisuallyHidden>
        <table>
          <caption>{t(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Period')}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {t(s.label)}
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
    </>
  );
}
