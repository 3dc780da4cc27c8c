import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';

// What issue 22 adds to the manage page loads after the page (docs/decisions/048, 065): the
// page's initial JavaScript is at its 300 KB budget. Each stands in with an empty box of its size.
const Overview = lazy(() => import('./manage-overview').then((m) => ({ default: m.ManageOverview })));
const RowDocuments = lazy(() => import('./spec-row-documents').then((m) => ({ default: m.SpecRowDocuments })));

/** A spec row's documents button (spec-row-documents.tsx), loaded after the page. */
export function LazySpecRowDocuments({ spec }: { spec: TSpecSpecbook }) {
  return (
    <Suspense fallback={<Box w={28} h={28} />}>
      <RowDocuments spec={spec} />
    </Suspense>
  );
}

/** The manage page's alerts and invoices cards (manage-overview.tsx), loaded after the page. */
export function LazyManageOverview(props: { userId: number; specbookId: number }) {
  return (
    <Suspense fallback={null}>
      <Overview {...props} />
    </Suspense>
  );
}
