import { Alert, Anchor, Container, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';
import { t } from '#client/lib/i18n';
import { useCurrentSession } from '#client/lib/current-session';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { useErpConnection } from '#client/features/erp/api/connection';
import { erpIdFlags } from '#client/features/erp/components/customer-step';
import { ErpNotConfigured } from '#client/features/erp/components/erp-not-configured';
import { ErpWizard } from '#client/features/erp/components/erp-wizard';
import { manageKeys } from '#client/features/manage/api/keys';

/** The wizard once the account's connection is known to be set up (or cannot be read: the steps then say why). */
function WizardOrSetup({ userId, specbookId, features }: { userId: number; specbookId: number; features: readonly string[] }) {
  const connection = useErpConnection(userId);
  const queryClient = useQueryClient();
  // The manage page shows the updated prices when the seller goes back to it.
  const refreshSpecbook = useCallback(() => void queryClient.invalidateQueries({ queryKey: manageKeys.all(userId, specbookId) }), [queryClient, userId, specbookId]);
  if (connection.isPending) return <Loader aria-label={t('Loading the ERP connection')} />;
  if (connection.data && (!connection.data.baseUrl || !connection.data.hasKey)) return <ErpNotConfigured />;
  return <ErpWizard userId={userId} specbookId={specbookId} flags={erpIdFlags(features)} specbookPath={manageSpecbookPath(specbookId)} onSpecbookChanged={refreshSpecbook} />;
}

/** /v4/specbooks/manage/{id}/integration/wise: the ERP integration wizard of a specbook (spec/business-records.md §2, §4). */
export function Component() {
  const { id } = useParams();
  const { user } = useCurrentSession();
  const specbookId = Number(id);
  const valid = Number.isSafeInteger(specbookId) && specbookId > 0;
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <PageHeader
        title={t('ERP Integration')}
        description={t('Check prices and missing products against your ERP, review the customer, and send this specbook as an opportunity.')}
        actions={
          valid && (
            <Anchor component={Link} to={manageSpecbookPath(specbookId)} size="sm">
              {t('Back to the specbook')}
            </Anchor>
          )
        }
      />
      {valid ? (
        <WizardOrSetup userId={user.id} specbookId={specbookId} features={user.features} />
      ) : (
        <Alert color="red" role="alert">
          {t('Open the ERP integration from a specbook.')}
        </Alert>
      )}
    </Container>
  );
}
Component.displayName = 'SpecbookWisePage';
