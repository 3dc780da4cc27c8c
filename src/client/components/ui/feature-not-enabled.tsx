import { Alert } from '@mantine/core';
import { PageHeader } from './page-header';
import { t } from '#client/lib/i18n';

/** A page whose feature flag the user lacks: its title and why nothing else is shown. */
export function FeatureNotEnabled({ title, message }: { title: string; message: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert color="gray" title={t('Not enabled')}>
        {t(message)}
      </Alert>
    </>
  );
}
