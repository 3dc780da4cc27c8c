import { lazyPanel } from '#client/components/ui/lazy-ui';

/** A specbook's alerts panel (alerts-panel.tsx), loaded when first shown: the manage page is at its bundle budget. */
export const LazyAlertsPanel = lazyPanel(() => import('./alerts-panel').then((m) => m.AlertsPanel));
