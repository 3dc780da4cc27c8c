/** User-facing strings of profiles (spec/business-records.md §3 "Profile"). */
export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must not exceed 100 characters',
  emailInvalid: 'Must be a valid email address',
  phoneInvalid: 'Not Valid',
  typeInvalid: 'Type must be one of: qr_code, order, purchase_order, cart.',
  textMax: (max: number) => `Must not exceed ${max} characters`,
  fetchFailed: "Couldn't fetch user profiles",
  created: 'Profile created.',
  createFailed: 'Could not create profile',
} as const;

/** Profile limits. */
export const PROFILE_LIMITS = { nameMaxChars: 100, textMaxChars: 500 } as const;

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

/** What a profile is called for the user: 'Projects' / 'Project' for pro users (spec §6 ROLE_PRO). */
export function profileNoun(isPro: boolean, plural = false): string {
  if (isPro) return plural ? 'Projects' : 'Project';
  return plural ? 'Profiles' : 'Profile';
}
