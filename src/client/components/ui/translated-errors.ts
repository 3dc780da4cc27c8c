import { t } from '#client/lib/i18n';

/**
 * A form field's input props with its error in the current language: the shared schemas write
 * their messages in English (the spec's wording), which is the catalogue's key (docs/decisions/068).
 */
export function translatedErrors<P extends { error?: unknown }>(props: P): P {
  return typeof props.error === 'string' && props.error ? { ...props, error: t(props.error) } : props;
}
