import { useQuery } from '@tanstack/react-query';
import type { TErpJob } from '#shared/schemas/erp';
import { apiRequest } from '#client/lib/api-client';
import { ERP_POLL_MS, erpKeys, userBase } from './keys';

/** True while an ERP job may still change. */
export function isJobRunning(job: Pick<TErpJob, 'status'> | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/**
 * Start an ERP job: POST `path` (202 with the job). Silent: the step shows the server's message.
 * @throws ApiError (422 not configured, 400 bad body, …).
 */
export function startErpJob(path: string, body?: unknown): Promise<TErpJob> {
  return apiRequest<TErpJob>(path, { method: 'POST', body: body ?? {}, silent: true });
}

/** An ERP job (GET {u}/erp/jobs/{jobId}), polled every second while it is queued or running. */
export function useErpJob(userId: number, jobId: number | null) {
  return useQuery({
    queryKey: erpKeys.job(userId, jobId),
    queryFn: ({ signal }) => apiRequest<TErpJob>(`${userBase(userId)}/erp/jobs/${jobId}`, { signal, silent: true }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isJobRunning(query.state.data) ? ERP_POLL_MS : false),
    retry: 2,
  });
}
