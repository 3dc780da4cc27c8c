import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

const FONT_STACK =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** A calm blue-green used as the primary colour. */
const spruce: MantineColorsTuple = [
  '#e6f7f5',
  '#d3ece8',
  '#a8d8d0',
  '#79c3b7',
  '#53b2a2',
  '#3ba795',
  '#2ca18e',
  '#1c8c7b',
  '#0f7d6d',
  '#006c5e',
];

/**
 * Light buttons and badges keep Mantine's tint but take a darker text (the palette's last shade
 * darkened a third; a custom colour darkened almost half), so that every light label reads at WCAG
 * AA contrast (4.5:1) on its tint.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  // A status's own colour (hex) is darkened more: it may be as light as a palette's middle shade.
  const text = parsed.isThemeColor && parsed.shade === undefined ? `var(--mantine-color-${parsed.color}-9)` : parsed.value;
  return { ...colors, color: `color-mix(in srgb, ${text}, black ${parsed.isThemeColor ? 33 : 45}%)` };
};

/** Dimmed text a shade darker than Mantine's default (gray 6 reads at 3.3:1 on white; gray 7 at 7:1). */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7]! },
  dark: {},
});

/** Specfolio's Mantine theme. */
export const theme = createTheme({
  variantColorResolver,
  colors: { spruce },
  primaryColor: 'spruce',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { withinPortal: true } },
    Menu: { defaultProps: { shadow: 'md', withinPortal: true } },
    // Every toast's × is named for screen readers (axe: button-name).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/** Header colours: 'brand' (default layouts), 'white' (matrix layout), 'black' (job pipelines). */
export type THeaderTone = 'brand' | 'white' | 'black';

/** Background, text and border colours of each header tone. */
export const HEADER_TONES: Record<THeaderTone, { bg: string; fg: string; border: string; dark: boolean }> = {
  brand: { bg: 'var(--mantine-color-spruce-9)', fg: 'var(--mantine-color-white)', border: 'transparent', dark: true },
  white: { bg: 'var(--mantine-color-white)', fg: 'var(--mantine-color-dark-7)', border: 'var(--mantine-color-gray-3)', dark: false },
  black: { bg: '#0b0c0e', fg: 'var(--mantine-color-white)', border: '#0b0c0e', dark: true },
};
