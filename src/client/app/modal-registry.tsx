import type { ModalsProviderProps } from '@mantine/modals';
import { createShellModal } from '#client/components/ui/shell-modal-body';
import type { TModalName } from '#client/lib/modals';

/**
 * Content of the named modals hosted by the global layout. Titles and widths are in
 * lib/modals.ts. The forms themselves belong to later issues: replace an entry here with the
 * feature's component (e.g. features/specs/components/create-spec-modal.tsx) when it lands.
 */
type TModalComponent = NonNullable<ModalsProviderProps['modals']>[string];

export const modalRegistry: Record<TModalName, TModalComponent> = {
  'create-spec': createShellModal(
    'Create a catalogue product with its manufacturer, model number, finish, documents and pricing.',
  ),
  'create-specbook': createShellModal('Start a new specbook for one of your profiles, with a name and a description.'),
  'create-specbook-new': createShellModal(
    'Start a new specbook for one of your profiles, with a name and a description.',
  ),
  'select-specbook': createShellModal('Choose the profile and the specbook to add the selected products to.'),
  'data-request': createShellModal(
    'Ask our team to collect missing product data: images, UPC, specification sheets, installation and warranty documents.',
  ),
  'support-request': createShellModal('Send a question or report a problem to our customer support team.'),
};
