/**
 * The contents of the collaboration drawers (Team, Comments, Notifications records), gathered in
 * one module so that they load together, as one chunk, when the first drawer opens
 * (lazy-panels.ts; docs/decisions/048). They bring the forms' shared rules (zod) and @mantine/form.
 */
export { CommentsPanel } from './comments-panel';
export { SpecbookNotificationsPanel } from './specbook-notifications-panel';
export { TeamPanel } from './team-panel';
