import { ERP_STEPS, type TErpStepStatus } from '#shared/lib/erp';

/** Each wizard step's status, in ERP_STEPS order. */
export type TStepStatuses = readonly TErpStepStatus[];

/** The wizard's start (and what Reset goes back to): step 01 current, the others upcoming (spec §4). */
export function startStatuses(): TStepStatuses {
  return ERP_STEPS.map((_, index) => (index === 0 ? 'current' : 'upcoming'));
}

/** The index of the current step; the last step once every step is complete. */
export function currentIndex(statuses: TStepStatuses): number {
  const index = statuses.indexOf('current');
  return index === -1 ? statuses.length - 1 : index;
}

/** True once every step is complete. */
export function allComplete(statuses: TStepStatuses): boolean {
  return statuses.every((status) => status === 'complete');
}

/** Next (spec §4): the current step becomes complete and the next one current; on the last step it only completes it. */
export function nextStatuses(statuses: TStepStatuses): TStepStatuses {
  const index = statuses.indexOf('current');
  if (index === -1) return statuses;
  return statuses.map((status, i) => (i === index ? 'complete' : i === index + 1 ? 'current' : status));
}

/** Previous (spec §4, only after step 1): the current step becomes upcoming and the one before it current. */
export function previousStatuses(statuses: TStepStatuses): TStepStatuses {
  const index = statuses.indexOf('current');
  if (index < 1) return statuses;
  return statuses.map((status, i) => (i === index ? 'upcoming' : i === index - 1 ? 'current' : status));
}
