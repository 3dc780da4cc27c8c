import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { DEFAULT_MANAGE_SETTINGS, toManageSettings, type TManageSettings, type TSettingEntry } from '../lib/settings';

/**
 * GET {u}/account/settings read as the manage page's settings. Silent, and a failure gives the
 * spec's defaults (§9): the page must work without the settings.
 */
export async function getManageSettings(userId: number, signal?: AbortSignal): Promise<TManageSettings> {
  try {
    const entries = await apiRequest<TSettingEntry[]>(`/api/v4/user/${userId}/account/settings`, { signal, silent: true });
    return toManageSettings(Array.isArray(entries) ? entries : []);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return DEFAULT_MANAGE_SETTINGS;
  }
}

/** Query options of the manage settings. */
export function manageSettingsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['manage', 'settings', userId] as const,
    queryFn: ({ signal }) => getManageSettings(userId, signal),
    staleTime: 60_000,
  });
}

/** The account's manage-page settings (defaults while loading). */
export function useManageSettings(userId: number) {
  return useQuery(manageSettingsQueryOptions(userId));
}
