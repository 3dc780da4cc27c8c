/** Messages of the platform admins' roles and feature flags screen. */
export const ACCESS_ADMIN_MESSAGES = {
  ownAdminRole: 'You cannot remove your own administrator role.',
  userNotFound: 'User not found.',
  saved: 'Access updated.',
  saveFailed: 'Could not update access.',
  listFailed: 'Could not load users.',
  adminsOnly: 'Only platform administrators can manage roles and feature flags.',
} as const;
