import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AppShell, Container } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { isPlatformAdmin, useCurrentSession } from '#client/lib/current-session';
import { readPublicViewer } from '#client/lib/public-viewer';
import { useLogout } from '#client/features/session/api/logout';
import { SideMenu } from '#client/features/menu/components/side-menu';
import { AnnouncementBanner } from '#client/features/announcements/components/announcement-banner';
import { readUserIdCookie } from '#client/lib/auth-storage';
import type { THeaderTone } from '../theme';
import { Header, headerHeight } from './header/header';

// The notifications banner list loads after the page's own code: no page's initial JavaScript grows (decision 066).
const NotificationsBanner = lazy(() =>
  import('#client/features/collaboration/components/notifications-banner').then((m) => ({ default: m.NotificationsBanner })),
);

/** Width of the side menu, expanded and collapsed, in px. */
export const NAVBAR_WIDTH = { expanded: 264, collapsed: 76 } as const;

/** Props of the signed-in app chrome. */
export type TAppChromeProps = {
  children: ReactNode;
  headerTone?: THeaderTone;
  /** Let the content use the full width instead of a centred container. */
  fullWidth?: boolean;
  /** Below 768 px always show the search row (management layout) instead of a search button. */
  mobileSearchAlways?: boolean;
  /** A bar under the header across the content's full width, at every size (the marketplace bar). */
  topBar?: ReactNode;
  /** Extra mobile-only content under the header (e.g. the management sidebars' links). */
  mobileBar?: ReactNode;
  /** Show the user's notifications banner list (the default and management layouts, spec §2). */
  withNotifications?: boolean;
};

/** The spec's More Options page, where the notifications list has a white background (spec §2). */
const SPEC_OPTIONS_PATH = /^\/v4\/specbooks\/manage\/[^/]+\/spec\//;

/**
 * Header + side menu + content for the signed-in layouts. Below 768 px the side menu becomes a
 * drawer opened by the menu button; above, the menu button collapses it to icons.
 */
export function AppChrome({ children, headerTone = 'brand', fullWidth = false, mobileSearchAlways = false, topBar, mobileBar, withNotifications = false }: TAppChromeProps) {
  const { user, account } = useCurrentSession();
  const location = useLocation();
  const logout = useLogout();
  const isMobile = useMediaQuery('(max-width: 47.99em)', false) ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({ key: 'sb_menu_collapsed', defaultValue: false });
  const [searchOpened, setSearchOpened] = useState(false);
  const publicViewer = readPublicViewer();
  const menuUserId = readUserIdCookie() ?? user.id;

  // Close the mobile drawer whenever the page changes.
  useEffect(() => {
    drawer.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close on navigation only
  }, [location.pathname]);

  const mobileSearch = isMobile && !publicViewer && (mobileSearchAlways || searchOpened);
  const height = headerHeight({ admin: isPlatformAdmin(user), mobileSearch, narrow: isMobile });
  const showNavbar = !publicViewer;

  return (
    <AppShell
      header={{ height }}
      navbar={
        showNavbar
          ? {
              width: collapsed ? NAVBAR_WIDTH.collapsed : NAVBAR_WIDTH.expanded,
              breakpoint: 'sm',
              collapsed: { mobile: !drawerOpened },
            }
          : undefined
      }
      padding={0}
    >
      <AppShell.Header withBorder={false}>
        <Header
          user={user}
          account={account}
          tone={headerTone}
          publicViewer={publicViewer}
          menuOpened={isMobile ? drawerOpened : !collapsed}
          menuIsDrawer={isMobile}
          onMenuToggle={() => (isMobile ? drawer.toggle() : setCollapsed((c) => !c))}
          mobileSearchOpened={mobileSearch}
          mobileSearchToggle={!mobileSearchAlways}
          onMobileSearchToggle={() => setSearchOpened((o) => !o)}
          onLogout={() => void logout()}
        />
      </AppShell.Header>
      {showNavbar && (
        <AppShell.Navbar>
          <SideMenu
            userId={menuUserId}
            collapsed={collapsed}
            isMobile={isMobile}
            isPro={user.hasProRole}
            onToggleCollapse={() => setCollapsed((c) => !c)}
            onLogout={() => void logout()}
            onItemActivated={drawer.close}
          />
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="var(--mantine-color-gray-0)" mih="100dvh">
        {!publicViewer && <AnnouncementBanner userId={user.id} />}
        {withNotifications && !publicViewer && (
          <Suspense fallback={null}>
            <NotificationsBanner userId={user.id} background={SPEC_OPTIONS_PATH.test(location.pathname) ? 'white' : 'tint'} />
          </Suspense>
        )}
        {topBar}
        {mobileBar}
        {fullWidth ? (
          <div style={{ padding: 'var(--mantine-spacing-md)' }}>{children}</div>
        ) : (
          <Container size="xl" py="lg" px={{ base: 'md', sm: 'lg' }}>
            {children}
          </Container>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
