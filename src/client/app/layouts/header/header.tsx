import { ActionIcon, Box, Burger, Button, Group } from '@mantine/core';
import { IconEye, IconSearch, IconX } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TAccount, TUser } from '#shared/schemas/user';
import { BrandMark } from '#client/components/ui/brand-mark';
import { isPlatformAdmin } from '#client/lib/current-session';
import type { TPublicViewer } from '#client/lib/public-viewer';
import { manageSpecbookPath, specbookIdFromPath } from '#client/lib/specbook-route';
import { HeaderSearch } from '#client/features/specbooks/components/header-search';
import { HEADER_TONES, type THeaderTone } from '../../theme';
import { AdminBanner, ADMIN_BANNER_HEIGHT } from './admin-banner';
import { CompanyMenu } from './company-menu';
import { PublicHeader } from './public-header';
import { t } from '#client/lib/i18n';

/** Height of the header's main row in px. */
export const HEADER_ROW_HEIGHT = 60;
/** Height of the mobile search row in px. */
export const MOBILE_SEARCH_HEIGHT = 56;

/** Total header height for the given state. */
export function headerHeight(options: { admin: boolean; mobileSearch: boolean; narrow: boolean }): number {
  const banner = options.admin ? ADMIN_BANNER_HEIGHT[options.narrow ? 'narrow' : 'wide'] : 0;
  return HEADER_ROW_HEIGHT + banner + (options.mobileSearch ? MOBILE_SEARCH_HEIGHT : 0);
}

/** Props of the header. */
export type THeaderProps = {
  user: TUser;
  account: TAccount;
  tone: THeaderTone;
  /** Public mode: only the viewer's name and logo. */
  publicViewer: TPublicViewer | null;
  /** Burger state: mobile drawer open, or desktop menu expanded. */
  menuOpened: boolean;
  /** The side menu is a drawer (below 768 px): the burger then turns into a close icon when open. */
  menuIsDrawer?: boolean;
  onMenuToggle: () => void;
  /** Mobile search row shown under the main row. */
  mobileSearchOpened: boolean;
  /** Let the user toggle the mobile search row (false when it is always shown). */
  mobileSearchToggle: boolean;
  onMobileSearchToggle: () => void;
  onLogout: () => void;
};

/**
 * The header (spec §2 "Header"): admin banner, menu button, logo, central search, the 'View'
 * button when a specbook is open, and the company menu.
 */
export function Header(props: THeaderProps) {
  const { user, account, tone, publicViewer, menuOpened, onMenuToggle, onLogout } = props;
  const colors = HEADER_TONES[tone];
  const location = useLocation();
  const navigate = useNavigate();
  const specbookId = specbookIdFromPath(location.pathname);
  const admin = isPlatformAdmin(user);
  const searchTone = colors.dark && tone === 'black' ? 'dark' : 'light';

  return (
    <Box h="100%" style={{ background: colors.bg, color: colors.fg, borderBottom: `1px solid ${colors.border}` }}>
      {admin && <AdminBanner narrow={props.menuIsDrawer} />}
      <Group h={HEADER_ROW_HEIGHT} px="md" gap="md" wrap="nowrap" justify="space-between">
        {publicViewer ? (
          <PublicHeader viewer={publicViewer} color={colors.fg} />
        ) : (
          <>
            <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Burger
                opened={Boolean(props.menuIsDrawer) && menuOpened}
                onClick={onMenuToggle}
                size="sm"
                color={colors.fg}
                aria-label={t('Main menu')}
                aria-expanded={menuOpened}
              />
              <Box component={Link} to="/" aria-label={t('Specfolio home')} style={{ textDecoration: 'none', color: 'inherit' }}>
                <BrandMark inverted={colors.dark} size="sm" />
              </Box>
            </Group>
            <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 560 }}>
              <HeaderSearch userId={user.id} tone={searchTone} />
            </Box>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {props.mobileSearchToggle && (
                <ActionIcon
                  hiddenFrom="sm"
                  variant="subtle"
                  color={colors.dark ? 'white' : 'gray'}
                  size="lg"
                  aria-label={props.mobileSearchOpened ? t('Close search') : t('Search specbooks')}
                  onClick={props.onMobileSearchToggle}
                >
                  {props.mobileSearchOpened ? <IconX size={20} /> : <IconSearch size={20} />}
                </ActionIcon>
              )}
              {specbookId !== null && (
                <Button
                  size="xs"
                  variant={colors.dark ? 'white' : 'light'}
                  leftSection={<IconEye size={14} />}
                  onClick={() => navigate(manageSpecbookPath(specbookId))}
                >
                  {t('View')}
                </Button>
              )}
              <CompanyMenu user={user} account={account} specbookId={specbookId} color={colors.fg} onLogout={onLogout} />
            </Group>
          </>
        )}
      </Group>
      {!publicViewer && props.mobileSearchOpened && (
        <Box hiddenFrom="sm" px="md" pb="sm" h={MOBILE_SEARCH_HEIGHT}>
          <HeaderSearch
            userId={user.id}
            tone={searchTone}
            autoFocus={props.mobileSearchToggle}
            onNavigate={props.mobileSearchToggle ? props.onMobileSearchToggle : undefined}
          />
        </Box>
      )}
    </Box>
  );
}
