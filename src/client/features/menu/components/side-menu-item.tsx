import { ActionIcon, Badge, Divider, NavLink, Text, Tooltip } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Icon } from '@tabler/icons-react';
import type { TMenuItem } from '#shared/schemas/user';
import { menuIcon } from '../lib/menu-icons';
import { isActiveTarget, resolveMenuClick, type TMenuClickAction } from '../lib/resolve-menu-click';
import { t } from '#client/lib/i18n';

/** Props of one side-menu entry. */
export type TSideMenuItemProps = {
  item: TMenuItem;
  /** Icon-only rendering (collapsed menu). */
  collapsed: boolean;
  /** Carry out a click that is not a plain link (modals, logout). */
  onAction: (action: TMenuClickAction) => void;
  /** Called after any activation, e.g. to close the mobile drawer. */
  onActivated?: () => void;
  /** Icon to use instead of the one named by the item. */
  iconOverride?: Icon;
};

/** A separator: its title (if any) as a section label, with a line under it. */
function MenuSeparator({ item, collapsed }: { item: TMenuItem; collapsed: boolean }) {
  return (
    <div role="separator" aria-label={item.title || undefined}>
      {item.title && !collapsed && (
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
          {item.title}
        </Text>
      )}
      <Divider my={4} />
    </div>
  );
}

/** The item's texts (the server's and the fixed items' English) in the current language. */
function translated(item: TMenuItem): TMenuItem {
  return { ...item, title: t(item.title), tooltip: item.tooltip && t(item.tooltip), subtitle: item.subtitle && t(item.subtitle) };
}

/** One side-menu item: icon, title, subtitle, count badge, tooltip; disabled and dimmed states. */
export function SideMenuItem({ item: source, collapsed, onAction, onActivated, iconOverride }: TSideMenuItemProps) {
  const location = useLocation();
  const item = translated(source);
  if (item.type === 'separator') return <MenuSeparator item={item} collapsed={collapsed} />;

  const action = resolveMenuClick(source, location);
  const active = action.kind === 'navigate' && isActiveTarget(action.to, location.pathname);
  const badge =
    item.count !== null && item.count > 0 ? (
      <Badge size="sm" variant="light" radius="xl" aria-label={t('{count} items', { count: item.count })}>
        {item.count}
      </Badge>
    ) : null;

  const handleClick = () => {
    if (action.kind === 'modal' || action.kind === 'logout') onAction(action);
    if (action.kind !== 'none') onActivated?.();
  };

  const disabled = item.disabled || action.kind === 'none';
  const tooltip = collapsed ? [item.title, item.tooltip].filter(Boolean).join(' — ') : item.tooltip;
  const style = { opacity: item.dimmed ? 0.55 : undefined, borderRadius: 'var(--mantine-radius-md)' };
  // createElement: the icon component is picked from a static table, not created here.
  const icon = createElement(iconOverride ?? menuIcon(item.icon), { size: 20, stroke: 1.6 });
  const common = {
    'aria-current': active ? ('page' as const) : undefined,
    'aria-disabled': disabled || undefined,
    disabled,
    onClick: disabled ? undefined : handleClick,
    style,
  };
  const iconProps = {
    ...common,
    'aria-label': item.title,
    variant: active ? 'light' : 'subtle',
    color: active ? undefined : 'gray',
    size: 'xl',
    radius: 'md',
    children: icon,
    // A disabled icon stays transparent, like a disabled row of the expanded menu.
    styles: { root: { backgroundColor: disabled && !active ? 'transparent' : undefined } },
  } as const;
  const linkProps = {
    ...common,
    label: item.title,
    description: item.subtitle ?? undefined,
    leftSection: icon,
    rightSection: badge,
    active,
  };

  // Real links stay links (so opening in a new tab works); actions are buttons.
  let node: ReactNode;
  if (!disabled && action.kind === 'navigate') {
    node = collapsed ? (
      <ActionIcon component={Link} to={action.to} {...iconProps} />
    ) : (
      <NavLink component={Link} to={action.to} {...linkProps} />
    );
  } else if (!disabled && action.kind === 'external') {
    node = collapsed ? (
      <ActionIcon component="a" href={action.href} {...iconProps} />
    ) : (
      <NavLink component="a" href={action.href} {...linkProps} />
    );
  } else {
    node = collapsed ? (
      <ActionIcon component="button" type="button" {...iconProps} />
    ) : (
      <NavLink component="button" type="button" {...linkProps} />
    );
  }

  if (!tooltip) return node;
  return (
    <Tooltip label={tooltip} position="right" withArrow openDelay={collapsed ? 0 : 400} multiline maw={260}>
      {node}
    </Tooltip>
  );
}
