import { randomUUID } from 'node:crypto';
import type { JsonValue } from '#server/lib/erp-gateway/wrapping';

/** A gateway job as GET /api/specbooks/jobs/{jobId} answers it (spec/erp-gateway.md "Transport"). */
export interface FakeErpJob {
  jobId: string;
  vendorId: 'specbooks';
  type: string;
  status: 'queued' | 'processing' | 'succeeded' | 'failed';
  result: JsonValue;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Thrown by an operation to fail its job the way the ERP does (`error` + `{name,status,responseBody,responseText}`). */
export class FakeJobFailure extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

/** An injected job failure: `transient` puts the job back to queued with `error` set, then it succeeds. */
interface InjectedJobFailure {
  type: string;
  error: string;
  times: number;
  transient: boolean;
}

/** When the job runs: how long it stays queued, and a callback as it leaves the queue. */
export interface EnqueueOptions {
  queuedMs?: number;
  onStart?: () => void;
}

/**
 * The fake's job runner: queued → processing → succeeded/failed, `jobDelayMs` in all (half queued,
 * half processing, unless `queuedMs` says otherwise). The operation runs when the job finishes, so a
 * coalesced update answers the latest body.
 */
export class FakeJobQueue {
  readonly jobs = new Map<string, FakeErpJob>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly injected: InjectedJobFailure[] = [];

  constructor(private readonly jobDelayMs: number) {}

  /** Creates a queued job of `type` whose result is `run()`'s answer. */
  enqueue(type: string, run: () => JsonValue, options: EnqueueOptions = {}): FakeErpJob {
    const now = new Date().toISOString();
    const job: FakeErpJob = { jobId: randomUUID(), vendorId: 'specbooks', type, status: 'queued', result: null, error: null, createdAt: now, updatedAt: now };
    this.jobs.set(job.jobId, job);
    this.later(options.queuedMs ?? this.jobDelayMs / 2, () => {
      options.onStart?.();
      this.process(job, run);
    });
    return job;
  }

  /** The next `times` jobs of `type` fail with `error` (transient: go back to queued, then succeed). */
  inject(type: string, error: string, times: number, transient: boolean): void {
    this.injected.push({ type, error, times, transient });
  }

  /** Stops every pending timer. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private process(job: FakeErpJob, run: () => JsonValue): void {
    this.update(job, { status: 'processing' });
    this.later(this.jobDelayMs / 2, () => this.finish(job, run));
  }

  private finish(job: FakeErpJob, run: () => JsonValue): void {
    const injected = this.takeInjected(job.type);
    if (injected?.transient) {
      this.update(job, { status: 'queued', error: injected.error });
      this.later(this.jobDelayMs / 2, () => this.process(job, run));
      return;
    }
    if (injected) return this.update(job, { status: 'failed', error: injected.error, result: failureResult(injected.error, 500) });
    try {
      this.update(job, { status: 'succeeded', error: null, result: run() });
    } catch (error) {
      if (!(error instanceof FakeJobFailure)) throw error;
      this.update(job, { status: 'failed', error: error.message, result: failureResult(error.message, error.status) });
    }
  }

  private takeInjected(type: string): InjectedJobFailure | undefined {
    const index = this.injected.findIndex((failure) => failure.type === type);
    const found = this.injected[index];
    if (!found) return undefined;
    found.times -= 1;
    if (found.times <= 0) this.injected.splice(index, 1);
    return found;
  }

  private update(job: FakeErpJob, change: Partial<FakeErpJob>): void {
    Object.assign(job, change, { updatedAt: new Date().toISOString() });
  }

  private later(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}

function failureResult(message: string, status: number): JsonValue {
  const responseBody = { message, exceptionMessage: message };
  return { name: 'ERPError', status, responseBody, responseText: JSON.stringify(responseBody) };
}
