import { modals, type ModalSettings } from '@mantine/modals';
import { resetAssignSearch } from './assign-search';

/**
 * The named modals hosted by the global layout (spec §2 "Start-up and session"). Their content
 * is registered in app/modal-registry.tsx; anything may open them by name.
 */
export const MODAL_NAMES = [
  'create-spec',
  'create-specbook',
  'create-specbook-new',
  'select-specbook',
  'data-request',
  'support-request',
  'advanced-access',
] as const;

/** A named modal. */
export type TModalName = (typeof MODAL_NAMES)[number];

/** Session-storage key of the route (or modal) to return to after the data-request modal. */
export const PREVIOUS_ROUTE_KEY = 'previousRoute';

/** Titles of the named modals (spec §2 modal sections). */
export function modalTitle(name: TModalName, isPro = false): string {
  switch (name) {
    case 'create-spec':
      return 'Create Spec';
    case 'create-specbook':
    case 'create-specbook-new':
      return 'Add Specbook';
    case 'select-specbook':
      return isPro ? 'Select Project and Specbook' : 'Select Profile and Specbook';
    case 'data-request':
      return 'Request Data Fetch';
    case 'support-request':
      return 'Create New Support Request';
    case 'advanced-access':
      return 'Advanced Access';
  }
}

/** True when `name` is one of the named modals. */
export function isModalName(name: string): name is TModalName {
  return (MODAL_NAMES as readonly string[]).includes(name);
}

/**
 * Width of a named modal (spec §9): create-spec 90%; create-specbook and select-specbook 25%;
 * data-request and support-request 60% above 768 px. Below 768 px every modal is 90% wide.
 */
export function modalSize(name: TModalName, windowWidth: number): string {
  if (windowWidth <= 768) return '90%';
  switch (name) {
    case 'create-spec':
      return '90%';
    case 'create-specbook':
    case 'create-specbook-new':
    case 'select-specbook':
    case 'advanced-access':
      return '25%';
    case 'data-request':
    case 'support-request':
      return '60%';
  }
}

/** Settings Mantine receives when a named modal opens. */
export function namedModalSettings(
  name: TModalName,
  options: { isPro?: boolean; windowWidth?: number } = {},
): ModalSettings {
  const width = options.windowWidth ?? (typeof window === 'undefined' ? 1024 : window.innerWidth);
  const settings: ModalSettings = {
    modalId: name,
    title: modalTitle(name, options.isPro),
    size: modalSize(name, width),
    // 25% of a laptop screen is too narrow for a form: keep a sensible minimum.
    styles: { content: { minWidth: 'min(380px, 94vw)' } },
    closeButtonProps: { 'aria-label': 'Close dialog' },
  };
  // Closing Create Spec any way (Close, ×, Escape) resets the assign search value (spec §2).
  if (name === 'create-spec') settings.onClose = resetAssignSearch;
  if (name === 'data-request') {
    settings.onClose = () => {
      try {
        window.sessionStorage.removeItem(PREVIOUS_ROUTE_KEY);
      } catch {
        /* storage unavailable */
      }
    };
  }
  return settings;
}

/** Open a named modal; `innerProps` are handed to its content. Unknown names are ignored. */
export function openNamedModal(
  name: string,
  innerProps: Record<string, unknown> = {},
  options: { isPro?: boolean } = {},
): boolean {
  if (!isModalName(name)) {
    console.warn(`Unknown modal '${name}'`);
    return false;
  }
  modals.openContextModal({ modal: name, innerProps, ...namedModalSettings(name, options) });
  return true;
}
