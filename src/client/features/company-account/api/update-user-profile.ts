import { useMutation } from '@tanstack/react-query';
import type { TUser } from '#shared/schemas/user';
import type { TUserProfileInput } from '#shared/schemas/user-patch';
import { apiRequest } from '#client/lib/api-client';

/** PATCH /api/v4/user/me with the user's own §3 fields (fax, address, coordinates, store manager; docs/decisions/081). */
export function updateUserProfile(profile: TUserProfileInput): Promise<TUser> {
  return apiRequest<TUser>('/api/v4/user/me', { method: 'PATCH', body: { updateUserRequest: { User: profile } } });
}

/** Saves the user's profile fields; `onSaved` lets the app refresh the current user. */
export function useUpdateUserProfile(onSaved?: () => void) {
  return useMutation({ mutationFn: updateUserProfile, onSuccess: () => onSaved?.() });
}
