import { Button, Divider, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { TMenuItem } from '#shared/schemas/user';
import { openNamedModal } from '#client/lib/modals';
import { CALL_US_LABEL, SUPPORT_TEL_HREF } from '#client/lib/support';
import { useMenu } from '../api/get-menu';
import type { TMenuClickAction } from '../lib/resolve-menu-click';
import { SideMenuItem } from './side-menu-item';
import { t } from '#client/lib/i18n';

/** Build a menu item with the optional fields left empty. */
function fixedItem(title: string, icon: string, href: string, type: string): TMenuItem {
  return { title, icon, href, type, tooltip: null, disabled: false, dimmed: false, subtitle: null, count: null };
}

/** Items always shown after the server's items (spec §2 "Side menu"). */
export const FIXED_MENU_ITEMS: readonly TMenuItem[] = [
  fixedItem('Account Settings', 'settings', '/v4/account', 'link'),
  fixedItem('Payment Methods', 'payments', '/v4/payments', 'link'),
  fixedItem('Log Out', 'logout', 'action:logout', 'action'),
];

/** The Support group, shown on mobile only. */
export const SUPPORT_MENU_ITEMS: readonly TMenuItem[] = [
  fixedItem('Support', 'support', '', 'separator'),
  fixedItem(CALL_US_LABEL, 'phone', SUPPORT_TEL_HREF, 'tel'),
  fixedItem('Data Fetch', 'data-fetch', 'action:data-request', 'action'),
  fixedItem('Customer Support Request', 'headset', 'action:support-request', 'action'),
];

/** Props of the side menu. */
export type TSideMenuProps = {
  /** Whose menu to load. */
  userId: number;
  /** Icon-only (desktop). */
  collapsed: boolean;
  /** Below 768 px: show the Support group, hide 'Collapse menu'. */
  isMobile: boolean;
  /** Pro users see 'Projects' wording in modals. */
  isPro?: boolean;
  onToggleCollapse: () => void;
  onLogout: () => void;
  /** Called after an item was used (closes the mobile drawer). */
  onItemActivated?: () => void;
};

/** The side menu: the server's items, then the fixed items, the mobile Support group and 'Collapse menu'. */
export function SideMenu({ userId, collapsed, isMobile, isPro, onToggleCollapse, onLogout, onItemActivated }: TSideMenuProps) {
  const menu = useMenu(userId);
  const iconOnly = collapsed && !isMobile;

  const handleAction = (action: TMenuClickAction) => {
    if (action.kind === 'logout') onLogout();
    else if (action.kind === 'modal') openNamedModal(action.name, {}, { isPro });
  };

  const renderItems = (items: readonly TMenuItem[], keyPrefix: string) =>
    items.map((item, index) => (
      <SideMenuItem
        key={`${keyPrefix}-${index}-${item.title}`}
        item={item}
        collapsed={iconOnly}
        onAction={handleAction}
        onActivated={onItemActivated}
      />
    ));

  const collapseItem = (
    <SideMenuItem
      item={fixedItem(collapsed ? 'Expand menu' : 'Collapse menu', '', 'action:collapse', 'action')}
      collapsed={iconOnly}
      onAction={onToggleCollapse}
      iconOverride={collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse}
    />
  );
  const serverItems = (
    <>
      {menu.isPending &&
        Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={36} radius="md" w={iconOnly ? 44 : '100%'} />)}
      {menu.isError && !iconOnly && (
        <Stack gap={4} p="xs">
          <Text size="sm" c="dimmed">
            {t('The menu could not be loaded.')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void menu.refetch()}>
            {t('Try again')}
          </Button>
        </Stack>
      )}
      {menu.data && renderItems(menu.data, 'server')}
    </>
  );

  // On a phone everything scrolls together; on desktop the fixed items stay at the bottom.
  if (isMobile) {
    return (
      <ScrollArea h="100%" type="scroll" component="nav" aria-label={t('Main menu')}>
        <Stack gap={2} p="xs">
          {serverItems}
          <Divider my={4} />
          {renderItems(FIXED_MENU_ITEMS, 'fixed')}
          {renderItems(SUPPORT_MENU_ITEMS, 'support')}
        </Stack>
      </ScrollArea>
    );
  }

  return (
    <Stack gap={0} h="100%" component="nav" aria-label={t('Main menu')}>
      <ScrollArea style={{ flex: 1 }} type="scroll">
        <Stack gap={2} p="xs" align={iconOnly ? 'center' : 'stretch'}>
          {serverItems}
        </Stack>
      </ScrollArea>
      <Divider />
      <Stack gap={2} p="xs" align={iconOnly ? 'center' : 'stretch'}>
        {renderItems(FIXED_MENU_ITEMS, 'fixed')}
        {collapseItem}
      </Stack>
    </Stack>
  );
}
