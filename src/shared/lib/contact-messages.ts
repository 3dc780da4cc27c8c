/**
 * Limits and exact strings of contacts, the people at a customer or a vendor (spec §3 "Contact",
 * §7 "Contacts"; decision 059). The e-mail and phone rules are the customer invite's (§5).
 */
export const CONTACT_LIMITS = { nameMax: 100, companyNameMax: 155, titleMax: 50, emailMax: 100, websiteMax: 255, aboutMax: 1000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: `Name should not exceed ${CONTACT_LIMITS.nameMax} characters`,
  companyNameMax: `Company name should not exceed ${CONTACT_LIMITS.companyNameMax} characters`,
  titleMax: `Title should not exceed ${CONTACT_LIMITS.titleMax} characters`,
  emailMax: 'Email must not exceed 100 characters',
  notValid: 'Not Valid',
  websiteInvalid: 'Website needs to be a valid web address',
  aboutMax: `Notes should not exceed ${CONTACT_LIMITS.aboutMax} characters`,
  people: 'People',
  empty: 'No people yet. Add the people you deal with here.',
  created: 'Contact added.',
  createFailed: 'Could not add the contact.',
  updated: 'Contact updated.',
  updateFailed: 'Could not update the contact.',
  deleted: 'Contact removed.',
  deleteFailed: 'Could not remove the contact.',
  fetchFailed: 'Could not load the contacts.',
  deleteConfirm: (name: string) => `Remove ${name} from the people list?`,
} as const;
