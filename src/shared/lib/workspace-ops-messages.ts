import { SUPPORTED_LOCALES } from './locale';
/**
 * Messages of the workspace operations added by issue 22 item 1 (bulk spec updates, calculate
 * price, users, the body-style search, the legacy download). The spec quotes none of these
 * strings; they follow the wording of its catalogue (spec/workspace.md §8).
 */
export const WORKSPACE_OPS_MESSAGES = {
  /** A bulk update must say which specs it changes. */
  filterRequired: 'Filter must name at least one field.',
  /** A bulk update is capped. */
  tooManySpecs: (max: number) => `The filter matches more than ${max} specs; narrow it.`,
  /** A bulk update must change something. */
  nothingToUpdate: 'Nothing to update.',
  /** Totals grouping. */
  groupByInvalid: 'groupBy must be one of status, profile.id, customer.id, month.',
  /** Users. */
  userNotFound: 'User not found.',
  /** PATCH {u} {"locale"} with a locale Specfolio does not speak (docs/decisions/068). */
  localeInvalid: `Locale must be one of ${SUPPORTED_LOCALES.join(', ')}`,
  nameRequired: 'Name is required',
  nameMax: 'Name should not exceed 100 characters',
  companyNameMax: 'Company name should not exceed 200 characters',
  /** The user fields of spec §3 "User" a user edits on themself (docs/decisions/081). */
  latitudeInvalid: 'Latitude must be a number between -90 and 90',
  longitudeInvalid: 'Longitude must be a number between -180 and 180',
  /** The spec's e-mail message (§5 "Invite / share / team member form"). */
  emailInvalid: 'Must be a valid email address',
  storeManagerNameMax: 'Store manager name should not exceed 100 characters',
  addressMax: 'Address should not exceed 400 characters',
} as const;
