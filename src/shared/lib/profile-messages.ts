/** User-facing strings of profiles (spec/business-records.md §3 "Profile", §5 "Profile (profiles.editCreate)"). */
export const PROFILE_MESSAGES = {
  nameRequired: 'Required',
  nameMax: 'Customer name cannot exceed 100 characters',
  /** The spec's message here names 'Customer number'; decision 025 shows the field the rule is on. */
  addressMax: 'Address should not exceed 100 characters',
  emailInvalid: 'Not Valid',
  emailMax: 'Email cannot exceed 100 characters',
  phoneInvalid: 'Not Valid',
  typeInvalid: 'Type must be one of: qr_code, order, purchase_order, cart.',
  textMax: (max: number) => `Must not exceed ${max} characters`,
  fetchFailed: "Couldn't fetch user profiles",
  created: 'Profile created.',
  createFailed: 'Could not create profile',
  updated: 'Profile updated.',
  saveFailed: 'Could not save profile',
  totalsFailed: 'Could not load the totals',
  dateInvalid: (field: string) => `${field} must be a date as YYYY-MM-DD.`,
  rangeInvalid: 'endDate must not be before startDate.',
} as const;

/** Profile limits. */
export const PROFILE_LIMITS = { nameMaxChars: 100, addressMaxChars: 100, emailMaxChars: 100, textMaxChars: 500, topSellers: 5 } as const;

/** Special profile types and how they are labelled (spec/business-records.md §3). */
export const PROFILE_TYPES = ['qr_code', 'order', 'purchase_order', 'cart'] as const;
export type TProfileType = (typeof PROFILE_TYPES)[number];

/** Labels of the special profile types. */
export const PROFILE_TYPE_LABELS: Record<TProfileType, string> = {
  qr_code: 'QR Codes',
  order: 'Orders',
  purchase_order: 'Purchase Orders',
  cart: 'Cart',
};

// Its own module, so that the manage page reads it without these messages (its bundle budget).
export { profileNoun } from './profile-noun';
