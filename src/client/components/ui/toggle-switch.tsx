import { Switch, type SwitchProps } from '@mantine/core';
import { CONSTANTS } from '#shared/lib/messages';
import { t } from '#client/lib/i18n';

/** `text` cut to `max` characters with an ellipsis, or as it is when it fits. */
export function cutLabel(text: string, max: number = CONSTANTS.toggleLabelMaxChars): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/** Props of {@link ToggleSwitch}: a Mantine Switch's, and how many characters of a text label show. */
export type TToggleSwitchProps = SwitchProps & { labelMaxChars?: number };

/**
 * A toggle switch whose text label is cut to 30 characters by default (spec/workspace.md §2 "Other
 * shared screen behaviours", §9). A cut label keeps its full text for screen readers (the input's
 * accessible name) and as the hover title. A text label is shown in the interface's language (t):
 * callers pass the English source or a text already translated.
 */
export function ToggleSwitch({ label: source, labelMaxChars, ...props }: TToggleSwitchProps) {
  if (typeof source !== 'string') return <Switch label={source} {...props} />;
  const label = t(source);
  const shown = cutLabel(label, labelMaxChars);
  if (shown === label) return <Switch label={label} {...props} />;
  return <Switch label={<span title={label}>{shown}</span>} aria-label={props['aria-label'] ?? label} {...props} />;
}
