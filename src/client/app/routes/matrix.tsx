import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { PageHeader } from '#client/components/ui/page-header';
import { MatrixPage } from '#client/features/catalogue/components/matrix-page';
import { hasToken } from '#client/lib/auth-storage';
import { useCurrentSession } from '#client/lib/current-session';
import { MatrixAddToSpecbook } from '../matrix-add-to-specbook';

/** The signed-in Matrix: search and facets, and with ?specbook={id} adding results through Select Room. */
function SignedInMatrix() {
  const { user } = useCurrentSession();
  const [params, setParams] = useSearchParams();
  const specbook = Number(params.get('specbook'));
  const specbookId = Number.isInteger(specbook) && specbook > 0 ? specbook : undefined;
  const [adding, setAdding] = useState<TCatalogueSpec | null>(null);
  const keepSearchInUrl = useCallback(
    (search: string) =>
      setParams(
        (current) => {
          if ((current.get('search') ?? '') === search) return current;
          const next = new URLSearchParams(current);
          if (search) next.set('search', search);
          else next.delete('search');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <>
      <MatrixPage userId={user.id} specbookId={specbookId} initialSearch={params.get('search') ?? ''} onSearchChange={keepSearchInUrl} onAdd={setAdding} />
      {specbookId && <MatrixAddToSpecbook userId={user.id} specbookId={specbookId} spec={adding} onClose={() => setAdding(null)} />}
    </>
  );
}

/** /v4/matrix: the catalogue matrix (query search, specbook, qrSpecbookID). */
export function Component() {
  const [params] = useSearchParams();
  if (params.has('qrSpecbookID') && !hasToken()) {
    return <PageHeader title="Matrix" description="Sign in to search the catalogue." />;
  }
  return <SignedInMatrix />;
}
Component.displayName = 'MatrixPage';
