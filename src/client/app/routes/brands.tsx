import { PageHeader } from '#client/components/ui/page-header';
import { BrandsPage } from '#client/features/catalogue-edit/components/brands-page';
import { useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';
import { PAGE_TITLES } from '#shared/lib/page-titles';

/** /v4/brands: the manufacturers the account carries, with their product counts. */
export function Component() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageHeader
        title={t(PAGE_TITLES.brands)}
        description={t('The manufacturers and brands you carry, with their products. Brands marked with a person icon were added by your account.')}
      />
      <BrandsPage userId={user.id} />
    </>
  );
}
Component.displayName = 'BrandsPage';
