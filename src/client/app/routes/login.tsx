import { Center, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '#shared/lib/messages';
import { BrandMark } from '#client/components/ui/brand-mark';
import { hasToken } from '#client/lib/auth-storage';
import { safeRedirect } from '#client/lib/login-redirect';
import { clearProfilesWorkerData } from '#client/lib/profiles-worker';
import { LoginForm } from '#client/features/session/components/login-form';
import { t } from '#client/lib/i18n';

/** Demo logins shown under the form. */
const DEMO_LOGINS = ['seller@specfolio.test', 'pro@specfolio.test', 'admin@specfolio.test'];

/** /login: Specfolio's sign-in page; returns to `?redirect=` (a path of this site) or '/'. */
export function Component() {
  useDocumentTitle(`${t('Sign in')} · ${PRODUCT_NAME}`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));
  // Signed out, the background worker keeps no user's data: answers that reached it after logout
  // cleared it (a refetch in flight at that moment) go as well.
  useEffect(() => {
    if (!hasToken()) clearProfilesWorkerData();
  }, []);

  if (hasToken()) return <Navigate to={target} replace />;

  return (
    <Center mih="100dvh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <BrandMark size="lg" />
        </Center>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Title order={1} fz={22}>
                {t('Sign in')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('Specbooks, quotes and e-Specbooks for your customers.')}
              </Text>
            </div>
            <LoginForm onSuccess={() => navigate(target, { replace: true })} />
          </Stack>
        </Paper>
        <Paper radius="md" p="md" bg="var(--mantine-color-gray-1)">
          <Text size="xs" c="dimmed">
            {t('Demo accounts:')}{' '}
            {DEMO_LOGINS.map((email, i) => (
              <span key={email}>
                {i > 0 && ', '}
                <Code>{email}</Code>
              </span>
            ))}
            {t(', password')} <Code>specfolio-demo</Code>.
          </Text>
        </Paper>
      </Stack>
    </Center>
  );
}
Component.displayName = 'LoginPage';
