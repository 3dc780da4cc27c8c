import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TProfileCreateInput } from '#shared/schemas/profile';
import { apiRequest } from '#client/lib/api-client';

/** POST /api/v4/user/{userId}/profile with {"createProfileRequest": {"Profile": …}}. */
export function createProfile(userId: number, profile: TProfileCreateInput): Promise<TProfile> {
  return apiRequest<TProfile>(`/api/v4/user/${userId}/profile`, {
    method: 'POST',
    body: { createProfileRequest: { Profile: profile } },
  });
}

/** Creates a profile and refreshes every profile search. */
export function useCreateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: TProfileCreateInput) => createProfile(userId, profile),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profiles'] }),
  });
}
