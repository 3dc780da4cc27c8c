import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import { ErrorPage } from '#client/components/ui/error-page';
import { t } from '#client/lib/i18n';

/** The manage page of a specbook that cannot be opened (missing, deleted, another account's): a way back to the list. */
export function SpecbookNotFound() {
  return (
    <ErrorPage
      status={404}
      fullPage={false}
      notFound={{ heading: t(M.notFound), detail: t(M.notFoundDetail) }}
      back={{ to: '/', label: t(M.backToSpecbooks) }}
    />
  );
}
