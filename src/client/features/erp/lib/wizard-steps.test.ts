import { describe, expect, it } from 'vitest';
import { allComplete, currentIndex, nextStatuses, previousStatuses, startStatuses } from './wizard-steps';

describe('ERP wizard step statuses (spec §4)', () => {
  it('starts with step 01 current and the others upcoming', () => {
    expect(startStatuses()).toEqual(['current', 'upcoming', 'upcoming']);
    expect(currentIndex(startStatuses())).toBe(0);
  });

  it('Next completes the current step and makes the next one current', () => {
    expect(nextStatuses(startStatuses())).toEqual(['complete', 'current', 'upcoming']);
  });

  it('Next on the last step only marks it complete', () => {
    const last = nextStatuses(nextStatuses(startStatuses()));
    expect(last).toEqual(['complete', 'complete', 'current']);
    const done = nextStatuses(last);
    expect(done).toEqual(['complete', 'complete', 'complete']);
    expect(allComplete(done)).toBe(true);
    expect(currentIndex(done)).toBe(2);
    expect(nextStatuses(done)).toEqual(done);
  });

  it('Previous makes the current step upcoming and the one before it current', () => {
    const second = nextStatuses(startStatuses());
    expect(previousStatuses(second)).toEqual(['current', 'upcoming', 'upcoming']);
  });

  it('Previous does nothing on step 1', () => {
    expect(previousStatuses(startStatuses())).toEqual(startStatuses());
  });
});
