/**
 * The side menu's item titles, which are also the titles (h1 and document title) of the pages they
 * open (issue 22 item 7, docs/decisions/066): the server's menu and the client's pages read them
 * from here, so a page is always called what its menu item says. 'Home', 'Profiles' / 'Projects'
 * and 'Products' are the spec's own (spec/workspace.md §2 "Side menu", §6 ROLE_PRO).
 */
export const PAGE_TITLES = {
  home: 'Home',
  profiles: 'Profiles',
  projects: 'Projects',
  alerts: 'Alerts',
  products: 'Products',
  brands: 'Brands',
  customers: 'Customers',
  accounting: 'Accounting',
  priceGroups: 'Price Groups',
  shipping: 'Shipping Center',
  vendors: 'Vendors',
  inventory: 'Inventory Center',
  jobPipelines: 'Job Pipelines',
  groups: 'Groups',
  shared: 'Shared with me',
  specmarket: 'Specmarket',
  supportRequests: 'Support Requests',
  rolesAndFlags: 'Roles & Feature Flags',
  announcements: 'Announcements',
  accountSettings: 'Account Settings',
  paymentMethods: 'Payment Methods',
} as const;
