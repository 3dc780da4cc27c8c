import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecImport } from '#shared/schemas/spec-import';
import { apiRequest } from '#client/lib/api-client';

/** GET {u}/specs/{specId}/imports: the imports that created or updated the catalogue spec, newest first. */
export function listSpecImports(userId: number, specId: number, signal?: AbortSignal): Promise<TSpecImport[]> {
  return apiRequest<TSpecImport[]>(`/api/v4/user/${userId}/specs/${specId}/imports`, { signal, silent: true });
}

/** Query options of a spec's imports (across the account's specbooks). */
export function specImportsQuery(userId: number, specId: number) {
  return queryOptions({ queryKey: ['catalogue', userId, 'imports', specId], queryFn: ({ signal }) => listSpecImports(userId, specId, signal) });
}

/** The imports of a spec, for the More Options page. */
export function useSpecImports(userId: number, specId: number) {
  return useQuery(specImportsQuery(userId, specId));
}
