import type { ContextModalProps } from '@mantine/modals';
import { PRICE_UPDATE_ROLE } from '#shared/lib/support-messages';
import { isModalName, openNamedModal, PREVIOUS_ROUTE_KEY } from '#client/lib/modals';
import { DataRequestForm } from './data-request-form';
import type { TManufacturerField } from './manufacturer-field';
import type { TRequester } from './support-request-modal';

/** A modal to reopen after the Data Fetch request is sent. */
export type TPreviousModal = { name: string; innerProps?: Record<string, unknown> };

/** What an opener may hand the 'data-request' modal (the spec row menu sends the spec's fields). */
export type TDataRequestModalInner = {
  modelNumber?: string | null;
  manufacturerID?: number | null;
  manufacturerName?: string | null;
  /** false when the prefilled manufacturer is the account's own (user icon); default true. */
  manufacturerGlobal?: boolean;
  spec?: { modelNumber?: string | null; manufacturerID?: number | null; manufacturerName?: string | null };
  /** The modal that was open before this one: it reopens after a successful request. */
  previousModal?: TPreviousModal;
};

/** Props of the 'data-request' modal body. */
export type TDataRequestModalProps = ContextModalProps<TDataRequestModalInner> & {
  user: TRequester;
  ManufacturerField: TManufacturerField;
};

/**
 * The modal to reopen: `innerProps.previousModal`, else a modal name stored under
 * PREVIOUS_ROUTE_KEY by whoever opened this one. Read before closing (closing clears the key).
 */
export function previousModalOf(inner: TDataRequestModalInner | undefined): TPreviousModal | null {
  if (inner?.previousModal && isModalName(inner.previousModal.name)) return inner.previousModal;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(PREVIOUS_ROUTE_KEY);
  } catch {
    /* storage unavailable */
  }
  return stored && stored !== 'data-request' && isModalName(stored) ? { name: stored } : null;
}

/**
 * The 'data-request' named modal (spec §2 "Request Data Fetch modal"): prefilled from the spec
 * (modelNumber, manufacturerID, manufacturerName) and the user's e-mail; on success it closes and
 * the previously open modal, if any, reopens.
 */
export function DataRequestModal({ context, id, innerProps, user, ManufacturerField }: TDataRequestModalProps) {
  const spec = { ...innerProps?.spec, ...innerProps };
  const manufacturer =
    spec.manufacturerID && spec.manufacturerName
      ? { id: spec.manufacturerID, name: spec.manufacturerName, global: innerProps?.manufacturerGlobal ?? true }
      : null;
  const done = () => {
    const previous = previousModalOf(innerProps);
    context.closeModal(id);
    if (previous) openNamedModal(previous.name, previous.innerProps ?? {});
  };
  return (
    <DataRequestForm
      userId={user.id}
      canRequestPriceUpdate={user.roleNames.includes(PRICE_UPDATE_ROLE)}
      ManufacturerField={ManufacturerField}
      defaults={{ manufacturer, productModel: spec.modelNumber ?? '', contactEmail: user.email }}
      onDone={done}
      onCancel={() => context.closeModal(id)}
    />
  );
}
