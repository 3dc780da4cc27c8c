import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatedSpec } from '#shared/schemas/create-spec';
import type { TCreateSpecFileField } from '#shared/lib/create-spec-messages';
import { apiRequest } from '#client/lib/api-client';

/** What Create Spec sends: text fields (blank ones are dropped) and files by their multipart field. */
export type TCreateSpecPayload = {
  fields: Record<string, string | null | undefined>;
  files: Partial<Record<TCreateSpecFileField, File | null>>;
};

/** The multipart body: empty or null fields are left out (spec §5). */
export function createSpecFormData({ fields, files }: TCreateSpecPayload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined && value.trim() !== '') form.append(key, value);
  }
  for (const [key, file] of Object.entries(files)) {
    if (file) form.append(key, file, file.name);
  }
  return form;
}

/** POST /api/v4/user/{userId}/specs as multipart/form-data. */
export function createSpec(userId: number, payload: TCreateSpecPayload): Promise<TCreatedSpec> {
  return apiRequest<TCreatedSpec>(`/api/v4/user/${userId}/specs`, { method: 'POST', body: createSpecFormData(payload), silent: true });
}

/** Creates a spec and refreshes catalogue searches and manufacturer lists. */
export function useCreateSpec(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TCreateSpecPayload) => createSpec(userId, payload),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['manage', 'catalogue'] }),
        queryClient.invalidateQueries({ queryKey: ['manufacturers'] }),
      ]);
    },
  });
}
