import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

const text = (body: Buffer | undefined) => body?.toString();

describe('AnswerCache', () => {
  it('answers a body only for exactly the version it was kept at', () => {
    const cache = new AnswerCache(1000);
    cache.set('/a', 3, '{"v":3}');
    expect(text(cache.get('/a', 3))).toBe('{"v":3}');
    expect(cache.get('/a', 2)).toBeUndefined();
    expect(cache.get('/a', 4)).toBeUndefined();
    expect(cache.get('/b', 3)).toBeUndefined();
  });

  it('lets a newer version replace an older one, never the other way', () => {
    const cache = new AnswerCache(1000);
    cache.set('/a', 3, 'three');
    cache.set('/a', 2, 'two');
    expect(text(cache.get('/a', 3))).toBe('three');
    cache.set('/a', 4, 'four');
    expect(text(cache.get('/a', 4))).toBe('four');
    expect(cache.get('/a', 3)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps the total size of keys and bodies (in UTF-8 bytes) within its bound, dropping the least recently used', () => {
    const cache = new AnswerCache(20);
    cache.set('/a', 1, '12345678'); // 2 + 8
    cache.set('/b', 1, '1234567'); // 2 + 7
    expect(text(cache.get('/a', 1))).toBe('12345678'); // /a is now the most recent
    cache.set('/c', 1, 'é'); // 2 + 2 bytes: 23 > 20, /b goes
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(text(cache.get('/a', 1))).toBe('12345678');
    expect(text(cache.get('/c', 1))).toBe('é');
    cache.set('/d', 1, 'x'.repeat(30)); // larger than the bound: not kept, nothing dropped
    expect(cache.get('/d', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
