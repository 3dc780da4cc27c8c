import { lazy } from 'react';
import { lazyPanel } from '#client/components/ui/lazy-ui';

// The collaboration drawers' contents, loaded with the first one opened (docs/decisions/048).
// Same props as the panels themselves; a loader shows in the drawer until the code is in.
const panels = () => import('./drawer-panels');

/** The comments of a specbook or of one spec (comments-panel.tsx), loaded when first shown. */
export const CommentsPanel = lazyPanel(() => panels().then((m) => m.CommentsPanel));

/** The specbook's notification records (specbook-notifications-panel.tsx), loaded when first shown. */
export const SpecbookNotificationsPanel = lazyPanel(() => panels().then((m) => m.SpecbookNotificationsPanel));

/** The e-Specbook team (team-panel.tsx), loaded when first shown. */
export const TeamPanel = lazyPanel(() => panels().then((m) => m.TeamPanel));

/**
 * The activity bell (notifications-list.tsx): its own chunk, so that the manage page's initial
 * JavaScript stays within budget now that the layouts' banner list shares its code (decision 066).
 */
export const NotificationsBell = lazy(() => import('./notifications-list').then((m) => ({ default: m.NotificationsBell })));
