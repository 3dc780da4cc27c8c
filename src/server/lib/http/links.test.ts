import { describe, expect, it } from 'vitest';
import { API_BASE, pathOf, withQueryParam } from './links';

describe('pathOf', () => {
  it('drops the query string and fragment', () => {
    expect(pathOf('/api/v4/user/1/specs?page=2&x=1')).toBe('/api/v4/user/1/specs');
    expect(pathOf('/api/v4/user/1/specs#top')).toBe('/api/v4/user/1/specs');
    expect(pathOf('/api/health')).toBe('/api/health');
  });

  it('has the API base', () => {
    expect(API_BASE).toBe('/api');
  });
});

describe('withQueryParam', () => {
  it('replaces the parameter in place and keeps the others as written', () => {
    expect(withQueryParam('/api/x?filter%5Bname%5D=a%20b&page=2&perPage=10', 'page', 3)).toBe(
      '/api/x?filter%5Bname%5D=a%20b&page=3&perPage=10',
    );
  });

  it('appends the parameter when absent', () => {
    expect(withQueryParam('/api/x?searchTerm=tile', 'page', 2)).toBe('/api/x?searchTerm=tile&page=2');
    expect(withQueryParam('/api/x', 'page', 2)).toBe('/api/x?page=2');
    expect(withQueryParam('/api/x?', 'page', 2)).toBe('/api/x?page=2');
  });

  it('drops repeats of the parameter', () => {
    expect(withQueryParam('/api/x?page=1&a=1&page=5', 'page', 2)).toBe('/api/x?page=2&a=1');
  });

  it('matches encoded keys and leaves similar keys alone', () => {
    expect(withQueryParam('/api/x?sort%5Basc%5D=name&pageSize=5', 'sort[asc]', 'id')).toBe(
      '/api/x?sort%5Basc%5D=id&pageSize=5',
    );
  });

  it('encodes the value and drops a fragment', () => {
    expect(withQueryParam('/api/x?a=1#frag', 'cursor', 'a b&c')).toBe('/api/x?a=1&cursor=a%20b%26c');
  });

  it('survives a malformed escape in another parameter', () => {
    expect(withQueryParam('/api/x?bad=%E0%A4%A&page=1', 'page', 2)).toBe('/api/x?bad=%E0%A4%A&page=2');
  });
});
