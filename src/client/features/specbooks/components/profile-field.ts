import type { ComponentType, ReactNode } from 'react';

/** A chosen profile: what a specbook form keeps. */
export type TProfileOption = { id: number; name: string };

/** Props the specbook forms give their profile field. */
export type TProfileFieldProps = {
  userId: number;
  label: string;
  value: TProfileOption | null;
  onChange: (value: TProfileOption | null) => void;
  error?: ReactNode;
  required?: boolean;
  onBlur?: () => void;
};

/**
 * The profile picker the specbook forms use. It belongs to the profiles feature, so the app
 * composes it in (features never import each other): see app/modal-registry.tsx.
 */
export type TProfileField = ComponentType<TProfileFieldProps>;
