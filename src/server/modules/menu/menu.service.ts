import { sql } from 'drizzle-orm';
import { preparedQuery } from '#server/db/prepared';
import { profiles, specbooks } from '#server/db/schema/index';
import type { AuthUser, ServiceContext } from '#server/lib/context';
import { ACCOUNTING_ROLE } from '#shared/lib/roles';
import type { TMenuItem } from '#shared/schemas/user';
import { PAGE_TITLES as T } from '#shared/lib/page-titles';

type Counts = { specbooks: number; profiles: number };

function item(partial: Partial<TMenuItem> & Pick<TMenuItem, 'title'>): TMenuItem {
  return {
    icon: null,
    href: null,
    type: 'link',
    tooltip: null,
    disabled: false,
    dimmed: false,
    subtitle: null,
    count: null,
    ...partial,
  };
}

/** A group heading: separator items draw a line under themselves. */
function separator(title: string): TMenuItem {
  return item({ title, type: 'separator' });
}

function flagged(user: AuthUser, flag: string, title: string, href: string, icon: string): TMenuItem {
  const on = user.features.includes(flag);
  return item({ title, href, icon, dimmed: !on, tooltip: on ? null : `${title} is not enabled for your account` });
}

/** The feature flag of the grouped menu (spec §6 useNewMenu; docs/decisions/083). */
const NEW_MENU_FLAG = 'useNewMenu';

/** Where the older configuration the spec quotes sends Home, Profiles and Products (§2 "Side menu"). */
const OLDER_HREFS: Readonly<Record<string, string>> = { '/': '/projects', '/v4/profiles': '/projects', '/v4/matrix': '/specs' };

/**
 * Builds the side-menu items for `user` (spec/workspace.md §2 "Side menu"). Pure: counts are
 * passed in. The fixed items (Account Settings, Payment Methods, Log Out, Collapse) and the
 * mobile Support group are the client's. With useNewMenu the items are grouped under headings;
 * without it they are the older configuration: one list, Home and Profiles → /projects, Products
 * → /specs (legacy paths the client maps to its own pages, decision 006).
 */
export function buildMenu(user: AuthUser, counts: Counts): TMenuItem[] {
  const grouped = groupedMenu(user, counts);
  if (user.features.includes(NEW_MENU_FLAG)) return grouped;
  return grouped.filter((i) => i.type !== 'separator').map((i) => (i.href && OLDER_HREFS[i.href] ? { ...i, href: OLDER_HREFS[i.href]! } : i));
}

/** The grouped menu (useNewMenu): Specfolio's own routes under Catalogue, Business, Marketplace and Admin headings. */
function groupedMenu(user: AuthUser, counts: Counts): TMenuItem[] {
  const isPro = user.roleNames.includes('ROLE_PRO');
  const profilesTitle = isPro ? T.projects : T.profiles;
  return [
    item({ title: T.home, href: '/', icon: 'home', count: counts.specbooks, tooltip: 'Your specbooks' }),
    item({ title: profilesTitle, href: '/v4/profiles', icon: 'profiles', subtitle: `${counts.profiles} active` }),
    item({ title: T.alerts, href: '/v4/alerts', icon: 'alerts', tooltip: 'Upcoming alerts of all your specbooks' }),
    separator('Catalogue'),
    item({ title: T.products, href: '/v4/matrix', icon: 'box', type: 'matrix', tooltip: 'Search the product catalogue' }),
    item({ title: T.brands, href: '/v4/brands', icon: 'tag' }),
    separator('Business'),
    flagged(user, 'useCustomerCenter', T.customers, '/v4/customers', 'customers'),
    ...accountingItems(user),
    item({ title: T.priceGroups, href: '/v4/pricegroups', icon: 'pricegroups' }),
    item({
      title: T.shipping,
      href: '/v4/shipping',
      icon: 'truck',
      disabled: isPro,
      tooltip: isPro ? 'The shipping center is not available for Pro accounts' : null,
    }),
    item({ title: T.vendors, href: '/v4/vendors', icon: 'vendors' }),
    flagged(user, 'useInventoryCenter', T.inventory, '/v4/inventory', 'inventory'),
    flagged(user, 'useJobPipelines', T.jobPipelines, '/v4/jobs/pipelines', 'pipelines'),
    item({ title: T.groups, href: '/v4/groups', icon: 'groups', tooltip: 'Your groups and invites' }),
    item({ title: T.shared, href: '/v4/shared', icon: 'shared', tooltip: 'Specbooks partners shared with you' }),
    separator('Marketplace'),
    item({ title: T.specmarket, href: '/v4/specmarket', icon: 'specmarket', tooltip: 'Shop the product marketplace' }),
    ...(user.isPlatformAdmin ? adminItems() : []),
  ];
}

/**
 * The Accounting page (every invoice of the account): only for users with the accounting_tab role
 * whose account invoices (useInvoicing); hidden rather than dimmed, as a role is not a switch the
 * user can ask to turn on.
 */
function accountingItems(user: AuthUser): TMenuItem[] {
  if (!user.roleNames.includes(ACCOUNTING_ROLE) || !user.features.includes('useInvoicing')) return [];
  return [item({ title: T.accounting, href: '/v4/accounting', icon: 'invoices', tooltip: 'Invoices of all your specbooks' })];
}

/** Platform admins (ROLE_SPECBOOKS_ADMIN) only: the support and Data Fetch requests page, roles and flags, announcements. */
function adminItems(): TMenuItem[] {
  return [
    separator('Admin'),
    item({ title: T.supportRequests, href: '/v4/admin/requests', icon: 'headset', tooltip: 'Support and Data Fetch requests of every account' }),
    item({ title: T.rolesAndFlags, href: '/v4/admin/access', icon: 'shield', tooltip: 'Grant roles and feature flags to the users of every account' }),
    item({ title: T.announcements, href: '/v4/admin/announcements', icon: 'bell', tooltip: 'Post and end the banner every signed-in user sees' }),
  ];
}

/** Both badge counts in one prepared query: the user's open specbooks and the account's active profiles. */
const badgeCounts = preparedQuery((db) =>
  db
    .select({
      specbooks: sql<number>`(select count(*)::int from ${specbooks} where ${specbooks.accountId} = ${sql.placeholder('accountId')}
        and ${specbooks.userId} = ${sql.placeholder('userId')} and not ${specbooks.archived})`,
      profiles: sql<number>`(select count(*)::int from ${profiles} where ${profiles.accountId} = ${sql.placeholder('accountId')}
        and ${profiles.active})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('menu_badge_counts'),
);

/** The menu of the signed-in user, with live counts for the badges. */
export async function getMenu(ctx: ServiceContext): Promise<TMenuItem[]> {
  const [counts] = await badgeCounts(ctx.db).execute({ accountId: ctx.user.accountId, userId: ctx.user.id });
  return buildMenu(ctx.user, { specbooks: counts?.specbooks ?? 0, profiles: counts?.profiles ?? 0 });
}
