import { useQuery } from '@tanstack/react-query';
import { AIPQ_ENGINES, type TAipqEngine } from '#shared/lib/aipq';
import { settingDefault } from '#shared/lib/account-settings';
import type { TAipqQuota, TCreateExtraction, TExtraction } from '#shared/schemas/aipq';
import { ApiError, apiRequest, apiRequestWithLocation } from '#client/lib/api-client';
import { AIPQ_API_VERSION, AIPQ_POLL_MS, aipqBase, aipqKeys, isRunning } from './keys';

/** A started extraction: its first answer and the URL its status is read from. */
export type TStartedExtraction = { extraction: TExtraction; location: string };

/**
 * create extraction (spec §7 step 3): POST {u}/aipq/extractions?engine= with the file, pages and
 * name. Silent: the step shows the server's message.
 * @throws ApiError (422 engine unavailable or quota used up, 400 pages or name).
 */
export async function createExtraction(userId: number, engine: TAipqEngine, body: TCreateExtraction): Promise<TStartedExtraction> {
  const path = `${aipqBase(userId)}/extractions`;
  const { data, location } = await apiRequestWithLocation<TExtraction>(path, { method: 'POST', query: { engine }, body, silent: true, version: AIPQ_API_VERSION });
  return { extraction: data, location: location ?? `${path}/${data.id}` };
}

/** get extraction (spec §7 step 4): GET on the extraction's Location every second until it is complete or failed. */
export function useExtraction(location: string | null) {
  return useQuery({
    queryKey: aipqKeys.extraction(location),
    queryFn: ({ signal }) => apiRequest<TExtraction>(location!, { signal, silent: true, version: AIPQ_API_VERSION }),
    enabled: location !== null,
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? AIPQ_POLL_MS : false),
    retry: 2,
  });
}

/** An engine's quota, or why it cannot be used (422: not configured on this server). */
export type TEngineQuota = { engine: TAipqEngine; quota: TAipqQuota | null; unavailable: string | null };

/** quota (spec §7 step 5): GET {u}/aipq/quota?engine=, read from data.Quota; a 422 says the engine is unavailable. */
export async function getEngineQuota(userId: number, engine: TAipqEngine, signal?: AbortSignal): Promise<TEngineQuota> {
  try {
    const data = await apiRequest<{ Quota: TAipqQuota }>(`${aipqBase(userId)}/quota`, { query: { engine }, signal, silent: true, version: AIPQ_API_VERSION });
    return { engine, quota: data.Quota, unavailable: null };
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) return { engine, quota: null, unavailable: err.message };
    throw err;
  }
}

/** The quota of every engine (to show what is left and which engines can be chosen). */
export function useEngineQuotas(userId: number) {
  return useQuery({
    queryKey: aipqKeys.quota(userId),
    queryFn: ({ signal }) => Promise.all(AIPQ_ENGINES.map((engine) => getEngineQuota(userId, engine, signal))),
  });
}

/** The account setting aipq.engine (its default when unset or unreadable): the engine chosen first. */
export function useDefaultEngine(userId: number) {
  return useQuery({
    queryKey: aipqKeys.engineSetting(userId),
    queryFn: async ({ signal }): Promise<TAipqEngine> => {
      const entries = await apiRequest<Array<{ key: string; effective?: string | null }>>(`/api/v4/user/${userId}/account/settings`, { signal, silent: true }).catch(() => []);
      const wanted = entries.find((e) => e.key === 'aipq.engine')?.effective ?? settingDefault('aipq.engine');
      return AIPQ_ENGINES.find((engine) => engine === wanted) ?? AIPQ_ENGINES[0];
    },
    staleTime: 60_000,
  });
}
