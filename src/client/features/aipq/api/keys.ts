/** Where the AI PDF-quote import's calls go (spec/business-records.md §7 "AI PDF-quote import (version=1)") and how they are cached. */

/** The spec gives the AI PDF-quote import calls version 1. */
export const AIPQ_API_VERSION = 1;

/** How often a running upload, extraction or import is polled. */
export const AIPQ_POLL_MS = 1000;

/** `/api/v4/user/{userId}/aipq`. */
export function aipqBase(userId: number): string {
  return `/api/v4/user/${userId}/aipq`;
}

/** `/api/v4/user/{userId}/specbook/{specbookId}/imports`. */
export function importsBase(userId: number, specbookId: number): string {
  return `/api/v4/user/${userId}/specbook/${specbookId}/imports`;
}

/** Query keys of the wizard. */
export const aipqKeys = {
  file: (location: string | null) => ['aipq', 'file', location] as const,
  extraction: (location: string | null) => ['aipq', 'extraction', location] as const,
  quota: (userId: number) => ['aipq', 'quota', userId] as const,
  engineSetting: (userId: number) => ['aipq', 'engine-setting', userId] as const,
  import: (location: string | null) => ['aipq', 'import', location] as const,
  messages: (userId: number, specbookId: number) => ['aipq', 'messages', userId, specbookId] as const,
};

/** True while a job's status says it may still change. */
export function isRunning(status: string | undefined): boolean {
  return status !== 'complete' && status !== 'failed';
}
