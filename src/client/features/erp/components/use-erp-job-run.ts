import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import type { TErpJob } from '#shared/schemas/erp';
import { ApiError } from '#client/lib/api-client';
import { isJobRunning, useErpJob } from '../api/jobs';
import { erpKeys } from '../api/keys';

/** Where a job run is: not started, starting or polled, done with its result, or failed with the message to show. */
export type TJobRun<R> =
  | { phase: 'idle' }
  | { phase: 'running'; job: TErpJob | null }
  | { phase: 'succeeded'; result: R }
  | { phase: 'failed'; message: string };

/** The message of a call or job that failed: the server's own, else the generic gateway failure. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : M.gatewayFailed;
}

/**
 * Run one ERP job: `start` posts it (the caller's starter), then it is polled until it succeeds
 * (its result read with `schema`) or fails (the job's message, the server's answer to the start,
 * or the generic failure). `reset` forgets it.
 */
export function useErpJobRun<R>(userId: number, schema: z.ZodType<R>) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const polled = useErpJob(userId, jobId);

  const start = useCallback(
    async (starter: () => Promise<TErpJob>) => {
      setStarting(true);
      setStartError(null);
      setJobId(null);
      try {
        const job = await starter();
        queryClient.setQueryData(erpKeys.job(userId, job.id), job);
        setJobId(job.id);
      } catch (error) {
        setStartError(failureMessage(error));
      } finally {
        setStarting(false);
      }
    },
    [queryClient, userId],
  );
  const reset = useCallback(() => {
    setJobId(null);
    setStartError(null);
  }, []);

  const { data: job, isError: pollFailed } = polled;
  // One object per change, so that effects on the run fire once per new phase or result.
  const run = useMemo(() => jobRunOf(schema, { starting, startError, jobId, job, pollFailed }), [schema, starting, startError, jobId, job, pollFailed]);
  return { run, start, reset };
}

/** The run's phase from what is known of it. */
function jobRunOf<R>(
  schema: z.ZodType<R>,
  known: { starting: boolean; startError: string | null; jobId: number | null; job: TErpJob | undefined; pollFailed: boolean },
): TJobRun<R> {
  if (known.startError !== null) return { phase: 'failed', message: known.startError };
  if (known.starting) return { phase: 'running', job: null };
  if (known.jobId === null) return { phase: 'idle' };
  const { job } = known;
  if (known.pollFailed && !job) return { phase: 'failed', message: M.gatewayFailed };
  if (!job || isJobRunning(job)) return { phase: 'running', job: job ?? null };
  if (job.status === 'failed') return { phase: 'failed', message: job.message ?? M.gatewayFailed };
  const parsed = schema.safeParse(job.result);
  return parsed.success ? { phase: 'succeeded', result: parsed.data } : { phase: 'failed', message: M.gatewayFailed };
}
