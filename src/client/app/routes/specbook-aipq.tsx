import { Alert, Anchor, Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import { PageHeader } from '#client/components/ui/page-header';
import { useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { AipqWizard } from '#client/features/aipq/components/aipq-wizard';
import { manageKeys } from '#client/features/manage/api/keys';

/** The role the AI PDF-quote import needs (spec/business-records.md §6). */
const AIPQ_ROLE = 'ROLE_AIPQ';

/**
 * /v4/specbooks/manage/{id}/integration/aipq: the AI PDF-quote import wizard of a specbook
 * (spec/business-records.md §2); without ROLE_AIPQ it says so instead.
 */
export function Component() {
  const { id } = useParams();
  const { user } = useCurrentSession();
  const specbookId = Number(id);
  const back = Number.isSafeInteger(specbookId) && specbookId > 0 ? manageSpecbookPath(specbookId) : '/';
  const queryClient = useQueryClient();
  // The manage page shows the imported rooms and specs when the seller goes back to it.
  const refreshSpecbook = useCallback(() => void queryClient.invalidateQueries({ queryKey: manageKeys.all(user.id, specbookId) }), [queryClient, user.id, specbookId]);
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <PageHeader
        title={t('AI PDF-Quote Import')}
        description={t('Turn a supplier’s PDF quote into rooms of priced specs of this specbook.')}
        actions={
          <Anchor component={Link} to={back} size="sm">
            {t('Back to the specbook')}
          </Anchor>
        }
      />
      {!user.roleNames.includes(AIPQ_ROLE) ? (
        <Alert color="yellow" title={t('Not available')} role="alert">
          {t(M.roleRequired)}
        </Alert>
      ) : back === '/' ? (
        <Alert color="red" role="alert">
          {t('Open the import from a specbook.')}
        </Alert>
      ) : (
        <AipqWizard userId={user.id} specbookId={specbookId} onSpecbookChanged={refreshSpecbook} />
      )}
    </Container>
  );
}
Component.displayName = 'SpecbookAipqPage';
