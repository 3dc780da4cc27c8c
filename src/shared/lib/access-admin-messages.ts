/** Messages of the platform admins' roles and feature flags screen. */
export const ACCESS_ADMIN_MESSAGES = {
  ownAdminRole: 'You cannot remove your own administrator role.',
  userNotFound: 'User not found.',
  saved: 'Access updated.',
  saveFailed: 'Could not update access.',
  listFailed: 'Could not load users.',
  adminsOnly: 'Only platform administrators can manage roles and feature flags.',
  accountNotFound: 'Account not found.',
  quotaLimitInvalid: 'The monthly limit must be a whole number from 0 to 1,000,000, or empty for the default.',
  quotaSaved: 'AI PDF-quote limits updated.',
  quotaSaveFailed: 'Could not update the AI PDF-quote limits.',
  quotaLoadFailed: 'Could not load the AI PDF-quote limits.',
} as const;
