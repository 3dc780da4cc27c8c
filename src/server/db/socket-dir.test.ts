import { describe, expect, it } from 'vitest';
import { socketDirFor } from './embedded';

describe('socketDirFor', () => {
  it('puts the socket in the data folder when the path fits', () => {
    expect(socketDirFor('/tmp/specfolio/postgres', 5432)).toBe('/tmp/specfolio/postgres');
  });

  it('falls back to TCP (undefined) for paths too long for a socket name or with separators', () => {
    expect(socketDirFor(`/tmp/${'x'.repeat(100)}/postgres`, 5432)).toBeUndefined();
    expect(socketDirFor('/tmp/with space/postgres', 5432)).toBeUndefined();
    expect(socketDirFor('/tmp/a,b/postgres', 5432)).toBeUndefined();
  });
});
