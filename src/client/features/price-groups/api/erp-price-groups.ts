import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TErpConnection, TErpJob } from '#shared/schemas/erp';
import { apiRequest } from '#client/lib/api-client';
import { priceGroupKeys } from './price-groups';

/** How often a running refresh is polled. */
const POLL_MS = 1000;

const user = (userId: number) => `/api/v4/user/${userId}`;

/** Whether a job has not ended yet. */
function isJobRunning(job: TErpJob): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/**
 * GET {u}/account/erp: whether the account has an ERP connection (a gateway URL and key). Any
 * failure reads as "no connection": the refresh is then not offered.
 */
export function useErpConnected(userId: number) {
  return useQuery({
    queryKey: ['erp-connection', userId],
    queryFn: async ({ signal }) => {
      const connection = await apiRequest<TErpConnection>(`${user(userId)}/account/erp`, { signal, silent: true }).catch(() => null);
      return Boolean(connection?.baseUrl && connection.hasKey);
    },
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST {u}/erp/price-groups/refresh, then GET {u}/erp/jobs/{id} every second until the job ends;
 * answers the ended job (succeeded, or failed with its message) and refreshes the price groups.
 * Silent: the page shows the message.
 */
export function useRefreshErpPriceGroups(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      let job = await apiRequest<TErpJob>(`${user(userId)}/erp/price-groups/refresh`, { method: 'POST', silent: true });
      while (isJobRunning(job)) {
        await wait(POLL_MS);
        job = await apiRequest<TErpJob>(`${user(userId)}/erp/jobs/${job.id}`, { silent: true });
      }
      return job;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: priceGroupKeys.all(userId) }),
  });
}
