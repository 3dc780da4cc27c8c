import { describe, expect, it } from 'vitest';
import { DEBUG_FLAG, isFlagOn, readDebugFlags } from './debug-flags';

describe('readDebugFlags', () => {
  it('reads every query parameter, turning "true" and "false" into booleans', () => {
    expect(readDebugFlags('?debug=true&compact=false&token=abc&empty=')).toEqual({ debug: true, compact: false, token: 'abc', empty: '' });
  });

  it('keeps other spellings as written and the last value of a repeated parameter', () => {
    expect(readDebugFlags('debug=TRUE&level=1&level=2')).toEqual({ debug: 'TRUE', level: '2' });
    expect(readDebugFlags(new URLSearchParams([['debug', 'false']]))).toEqual({ debug: false });
  });

  it('has no flags without a query', () => {
    expect(readDebugFlags('')).toEqual({});
  });
});

describe('isFlagOn', () => {
  it('is on only for the boolean true', () => {
    expect(isFlagOn(readDebugFlags('?debug=true'), DEBUG_FLAG)).toBe(true);
    expect(isFlagOn(readDebugFlags('?debug=false'), DEBUG_FLAG)).toBe(false);
    expect(isFlagOn(readDebugFlags('?debug=1'), DEBUG_FLAG)).toBe(false);
    expect(isFlagOn(readDebugFlags(''), DEBUG_FLAG)).toBe(false);
    expect(isFlagOn(undefined, DEBUG_FLAG)).toBe(false);
  });
});
