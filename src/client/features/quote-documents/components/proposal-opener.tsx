import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PROPOSAL_MESSAGES as M } from '#shared/lib/quote-documents-messages';
import { ApiError } from '#client/lib/api-client';
import { getToken } from '#client/lib/auth-storage';
import { loginPathFor } from '#client/lib/login-redirect';
import { hardNavigate, replaceLocation } from '#client/lib/navigation';
import { freshProposalUrl } from '../api/proposal';
import { t } from '#client/lib/i18n';

/**
 * Opens a specbook's proposal with this tab's session (docs/decisions/033): the target of the
 * expired-link page's "Open the proposal again". With a session it asks for a fresh signed link
 * and replaces itself with the PDF; without one (or when it has ended) it goes to the login page,
 * which brings the seller back here; when there is no proposal to open it says so.
 */
export function ProposalOpener({ specbookId }: { specbookId: number }) {
  const [failed, setFailed] = useState(false);
  // The login page that comes back here once signed in.
  const loginHere = loginPathFor(useLocation());
  useEffect(() => {
    if (!getToken()) {
      hardNavigate(loginHere);
      return;
    }
    let current = true;
    freshProposalUrl(specbookId).then(
      (url) => current && replaceLocation(url),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) hardNavigate(loginHere);
        else setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [specbookId, loginHere]);

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack gap="sm">
          <Title order={1} fz={20}>
            {t('Proposal')}
          </Title>
          {failed ? (
            <>
              <Text role="alert">{t(M.openFailed)}</Text>
              <Anchor href={`/v4/especbook/${specbookId}`}>{t(M.backToEspecbook)}</Anchor>
            </>
          ) : (
            <Stack gap="xs" align="center" role="status" aria-label={t(M.opening)}>
              <Loader />
              <Text size="sm" c="dimmed">
                {t(M.opening)}
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
