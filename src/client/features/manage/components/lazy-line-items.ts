import { lazyPanel } from '#client/components/ui/lazy-ui';

/**
 * The manage page's Line Items section (line-items-section.tsx with its dialog), loaded after the
 * page's own code so that the page's initial JavaScript stays within its budget (decision 048).
 */
export const LineItemsSection = lazyPanel(() => import('./line-items-section').then((m) => m.LineItemsSection));
