import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES, PRODUCT_NAME } from '#shared/lib/messages';
import { t } from '#client/lib/i18n';

/** Props of the error page. */
export type TErrorPageProps = {
  /** HTTP-like status; 500 by default. */
  status?: number;
  /** Message shown for statuses other than 404 (English: shown through t); 'Error' by default. */
  message?: string;
  /** Offer a reload button (for unexpected errors). */
  withReload?: boolean;
  /** Fill the viewport (outside a layout) or sit in the content area. */
  fullPage?: boolean;
  /** A 404 of one record: its own heading and explanation in place of the page's. */
  notFound?: { heading: string; detail: string };
  /** Where the link leads back to; the home page by default. */
  back?: { to: string; label: string };
};

/**
 * The error page (spec §2 "Other shared screen behaviours"): shows the message (default 'Error',
 * status 500); on 404 it shows 'This page could not be found' and 'Back to the home page'.
 */
export function ErrorPage({
  status = 500,
  message = 'Error',
  withReload = false,
  fullPage = true,
  notFound: record,
  back = { to: '/', label: MESSAGES.backHome },
}: TErrorPageProps) {
  const notFound = status === 404;
  const heading = t(notFound ? (record?.heading ?? MESSAGES.notFoundPage) : message);
  useDocumentTitle(`${notFound ? t(record?.heading ?? 'Page not found') : heading} · ${PRODUCT_NAME}`);
  return (
    <Center mih={fullPage ? '100dvh' : 360} p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          {status}
        </Text>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {heading}
        </Title>
        {notFound && record && <Text c="dimmed">{t(record.detail)}</Text>}
        <Group gap="sm" justify="center">
          <Anchor component={Link} to={back.to} fw={600}>
            <Group gap={6} component="span" wrap="nowrap">
              <IconArrowLeft size={16} />
              {t(back.label)}
            </Group>
          </Anchor>
          {withReload && (
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
              {t('Reload')}
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
