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
} as const;
