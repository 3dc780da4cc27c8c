import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { Button } from '@mantine/core';
import { PageHeader } from '#client/components/ui/page-header';
import { MatrixPage } from '#client/features/catalogue/components/matrix-page';
import { SpecSellersDrawer } from '#client/features/sellers/components/spec-sellers-drawer';
import { QrViewAccess } from '#client/features/especbook-access/components/qr-view-access';
import type { TSpecbookSelection } from '#client/features/specbooks/components/select-specbook-modal';
import { hasToken } from '#client/lib/auth-storage';
import { openNamedModal } from '#client/lib/modals';
import { useCurrentSession } from '#client/lib/current-session';
import { MatrixAddToSpecbook } from '../matrix-add-to-specbook';
import { PAGE_TITLES } from '#shared/lib/page-titles';
import { t } from '#client/lib/i18n';

/** A result's 'Sellers' action: opens the drawer with the product's sellers and their map. */
function SellersButton({ spec, onOpen }: { spec: TCatalogueSpec; onOpen: (spec: TCatalogueSpec) => void }) {
  return (
    <Button size="compact-xs" variant="default" onClick={() => onOpen(spec)} aria-label={t('Sellers of {product}', { product: `${spec.name} ${spec.modelNumber}` })}>
      {t('Sellers')}
    </Button>
  );
}

/**
 * The signed-in Matrix: search and facets, each result's sellers in a drawer, and adding results through Select Room — into
 * ?specbook={id}, or, without one, into the specbook picked in Select Specbook first (which then
 * becomes the page's specbook).
 */
function SignedInMatrix() {
  const { user } = useCurrentSession();
  const [params, setParams] = useSearchParams();
  const specbook = Number(params.get('specbook'));
  const specbookId = Number.isInteger(specbook) && specbook > 0 ? specbook : undefined;
  const [adding, setAdding] = useState<TCatalogueSpec | null>(null);
  const [sellersOf, setSellersOf] = useState<TCatalogueSpec | null>(null);
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
  const add = (spec: TCatalogueSpec) => {
    if (specbookId) {
      setAdding(spec);
      return;
    }
    const onSelect = ({ specbook: chosen }: TSpecbookSelection) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('specbook', String(chosen.id));
        return next;
      });
      setAdding(spec);
    };
    openNamedModal('select-specbook', { onSelect }, { isPro: user.hasProRole });
  };
  return (
    <>
      <MatrixPage
        userId={user.id}
        specbookId={specbookId}
        initialSearch={params.get('search') ?? ''}
        onSearchChange={keepSearchInUrl}
        onAdd={add}
        renderActions={(spec) => <SellersButton spec={spec} onOpen={setSellersOf} />}
      />
      <SpecSellersDrawer userId={user.id} spec={sellersOf} onClose={() => setSellersOf(null)} />
      {specbookId && <MatrixAddToSpecbook userId={user.id} specbookId={specbookId} spec={adding} onClose={() => setAdding(null)} />}
    </>
  );
}

/** /v4/matrix: the catalogue matrix (query search, specbook, qrSpecbookID). */
export function Component() {
  const [params] = useSearchParams();
  if (params.has('qrSpecbookID') && !hasToken()) {
    const qrSpecbookId = Number(params.get('qrSpecbookID'));
    if (Number.isSafeInteger(qrSpecbookId) && qrSpecbookId > 0) return <QrViewAccess specbookId={qrSpecbookId} />;
    return <PageHeader title={t(PAGE_TITLES.products)} description={t('Sign in to search the catalogue.')} />;
  }
  return <SignedInMatrix />;
}
Component.displayName = 'MatrixPage';
