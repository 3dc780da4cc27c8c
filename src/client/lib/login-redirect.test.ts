import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './login-redirect';

describe('loginPathFor', () => {
  it('remembers the page, its query and hash', () => {
    expect(loginPathFor({ pathname: '/v4/profiles/3', search: '?tab=specbooks', hash: '#top' })).toBe(
      '/login?redirect=%2Fv4%2Fprofiles%2F3%3Ftab%3Dspecbooks%23top',
    );
  });

  it('needs no redirect for the home page', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
  });
});

describe('safeRedirect', () => {
  it('accepts paths of this site', () => {
    expect(safeRedirect('/v4/brands?x=1')).toBe('/v4/brands?x=1');
  });

  it('refuses other sites, the login page itself and empty values', () => {
    for (const raw of [null, undefined, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'v4/brands', '/login', '/login?redirect=/x']) {
      expect(safeRedirect(raw)).toBe('/');
    }
  });
});
