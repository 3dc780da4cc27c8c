import { IconHome, IconLayoutGrid, IconUsers } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MENU_ICON, menuIcon, normaliseIconName } from './menu-icons';

describe('menuIcon', () => {
  it('maps icon names, with or without icon-font prefixes', () => {
    expect(menuIcon('home')).toBe(IconHome);
    expect(menuIcon('fa-home')).toBe(IconHome);
    expect(menuIcon('mdi-account-group')).toBe(FALLBACK_MENU_ICON);
    expect(menuIcon('Customers')).toBe(IconUsers);
    expect(menuIcon('matrix')).toBe(IconLayoutGrid);
  });

  it('falls back for unknown or missing names', () => {
    expect(menuIcon('no-such-icon')).toBe(FALLBACK_MENU_ICON);
    expect(menuIcon(null)).toBe(FALLBACK_MENU_ICON);
    expect(menuIcon('')).toBe(FALLBACK_MENU_ICON);
  });

  it('normalises names', () => {
    expect(normaliseIconName('  TI-Price_Groups ')).toBe('price-groups');
    expect(normaliseIconName('fas fa-truck')).toBe('truck');
  });
});
