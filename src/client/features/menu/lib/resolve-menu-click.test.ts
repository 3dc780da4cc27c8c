import { describe, expect, it } from 'vitest';
import { isActiveTarget, resolveMenuClick, type TMenuClickItem } from './resolve-menu-click';

function item(href: string | null, type = 'link', disabled = false): TMenuClickItem {
  return { href, type, disabled };
}
const home = { pathname: '/' };

describe('resolveMenuClick', () => {
  it('does nothing for disabled items, whatever their target', () => {
    expect(resolveMenuClick(item('/v4/account', 'link', true), home)).toEqual({ kind: 'none' });
    expect(resolveMenuClick(item('action:logout', 'action', true), home)).toEqual({ kind: 'none' });
    expect(resolveMenuClick(item(null, 'matrix', true), home)).toEqual({ kind: 'none' });
  });

  it('does nothing for separators and items without a target', () => {
    expect(resolveMenuClick(item('/v4/brands', 'separator'), home)).toEqual({ kind: 'none' });
    expect(resolveMenuClick(item(null), home)).toEqual({ kind: 'none' });
    expect(resolveMenuClick(item('   '), home)).toEqual({ kind: 'none' });
    expect(resolveMenuClick(item('action:'), home)).toEqual({ kind: 'none' });
  });

  it('opens /v4/account inside the product', () => {
    expect(resolveMenuClick(item('/v4/account'), home)).toEqual({ kind: 'navigate', to: '/v4/account' });
  });

  it("logs out for 'logout' and 'action:logout'", () => {
    expect(resolveMenuClick(item('logout'), home)).toEqual({ kind: 'logout' });
    expect(resolveMenuClick(item('action:logout', 'action'), home)).toEqual({ kind: 'logout' });
  });

  it('sends a matrix item to /v4/matrix', () => {
    expect(resolveMenuClick(item('/v4/matrix', 'matrix'), home)).toEqual({ kind: 'navigate', to: '/v4/matrix' });
    expect(resolveMenuClick(item(null, 'matrix'), { pathname: '/v4/profiles/4' })).toEqual({
      kind: 'navigate',
      to: '/v4/matrix',
    });
  });

  it('adds specbook={id} to the matrix when a specbook is open', () => {
    expect(resolveMenuClick(item('/v4/matrix', 'matrix'), { pathname: '/v4/specbooks/manage/42' })).toEqual({
      kind: 'navigate',
      to: '/v4/matrix?specbook=42',
    });
    expect(resolveMenuClick(item('/v4/matrix', 'matrix'), { pathname: '/v4/specbooks/manage/42/spec/9' })).toEqual({
      kind: 'navigate',
      to: '/v4/matrix?specbook=42',
    });
  });

  it('does not read a specbook id from look-alike paths', () => {
    for (const pathname of ['/v4/specbooks/manage/', '/v4/specbooks/manage/abc', '/v4/specbooks/manage/42abc', '/specbooks/manage/42']) {
      expect(resolveMenuClick(item('/v4/matrix', 'matrix'), { pathname })).toEqual({ kind: 'navigate', to: '/v4/matrix' });
    }
  });

  it("opens the modal named after 'action:'", () => {
    expect(resolveMenuClick(item('action:data-request', 'action'), home)).toEqual({ kind: 'modal', name: 'data-request' });
    expect(resolveMenuClick(item('action:create-specbook-new', 'link'), home)).toEqual({
      kind: 'modal',
      name: 'create-specbook-new',
    });
  });

  it('follows phone links and the accounting tab directly', () => {
    expect(resolveMenuClick(item('tel:8005550142', 'tel'), home)).toEqual({ kind: 'external', href: 'tel:8005550142' });
    expect(resolveMenuClick(item('tel:+1-800-555-0142'), home)).toEqual({ kind: 'external', href: 'tel:+1-800-555-0142' });
    expect(resolveMenuClick(item('/account/gui-accounting-tab?x=1'), home)).toEqual({
      kind: 'external',
      href: '/account/gui-accounting-tab?x=1',
    });
  });

  it('follows absolute URLs directly', () => {
    expect(resolveMenuClick(item('https://help.example.com/start'), home)).toEqual({
      kind: 'external',
      href: 'https://help.example.com/start',
    });
  });

  it('maps legacy paths to their Specfolio pages', () => {
    expect(resolveMenuClick(item('/projects'), home)).toEqual({ kind: 'navigate', to: '/v4/profiles' });
    expect(resolveMenuClick(item('/projects/'), home)).toEqual({ kind: 'navigate', to: '/v4/profiles' });
    expect(resolveMenuClick(item('/specs'), home)).toEqual({ kind: 'navigate', to: '/v4/matrix' });
    expect(resolveMenuClick(item('/specs?search=faucet'), home)).toEqual({ kind: 'navigate', to: '/v4/matrix?search=faucet' });
    expect(resolveMenuClick(item('/dashboard'), home)).toEqual({ kind: 'navigate', to: '/' });
    expect(resolveMenuClick(item('/'), home)).toEqual({ kind: 'navigate', to: '/' });
  });

  it('opens any other path inside the app', () => {
    expect(resolveMenuClick(item('/v4/brands'), home)).toEqual({ kind: 'navigate', to: '/v4/brands' });
    expect(resolveMenuClick(item('/v4/specmarket/cart/3'), home)).toEqual({ kind: 'navigate', to: '/v4/specmarket/cart/3' });
    expect(resolveMenuClick(item('reports/old'), home)).toEqual({ kind: 'navigate', to: '/reports/old' });
  });
});

describe('isActiveTarget', () => {
  it('marks the page and the pages below it', () => {
    expect(isActiveTarget('/v4/profiles', '/v4/profiles')).toBe(true);
    expect(isActiveTarget('/v4/profiles', '/v4/profiles/3')).toBe(true);
    expect(isActiveTarget('/v4/profiles', '/v4/profilesx')).toBe(false);
    expect(isActiveTarget('/v4/matrix?specbook=4', '/v4/matrix')).toBe(true);
  });

  it('marks home only on home', () => {
    expect(isActiveTarget('/', '/')).toBe(true);
    expect(isActiveTarget('/', '/v4/brands')).toBe(false);
  });
});
