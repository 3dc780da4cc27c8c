import type { ComponentType, ReactNode } from 'react';

/** A chosen manufacturer; `global` false marks one the account created (shown with a user icon). */
export type TManufacturerOption = { id: number; name: string; global?: boolean };

/** Props the Data Fetch form gives its manufacturer field. */
export type TManufacturerFieldProps = {
  userId: number;
  label?: string;
  value: TManufacturerOption | null;
  onChange: (value: TManufacturerOption | null) => void;
  error?: ReactNode;
  required?: boolean;
  onBlur?: () => void;
};

/**
 * The manufacturer typeahead the Data Fetch form uses. It belongs to the catalogue-edit feature,
 * so the app composes it in (features never import each other): see app/modal-registry.tsx.
 */
export type TManufacturerField = ComponentType<TManufacturerFieldProps>;
