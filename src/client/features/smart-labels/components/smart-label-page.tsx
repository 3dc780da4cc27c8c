import { Anchor, Avatar, Box, Button, Center, Divider, Group, Image, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { specImageSrc } from '#shared/lib/catalogue';
import { qrViewPath } from '#shared/lib/qr-links';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';
import { ProductImage } from '#client/components/ui/product-image';
import { hasToken } from '#client/lib/auth-storage';
import { loginPathFor } from '#client/lib/login-redirect';
import { hardNavigate } from '#client/lib/navigation';
import { openSmartLabel, QrAccessRefusedError, type TSmartLabelView } from '../api/smart-label-view';
import { t } from '#client/lib/i18n';

/** The product picture, as wide as the phone allows; the usual placeholder without one. */
function HeroImage({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center>
        <ProductImage src={null} alt={alt} size={160} />
      </Center>
    );
  }
  return <Image src={specImageSrc(src, 600)} alt={alt} h={280} fit="contain" bg="white" radius="md" onError={() => setFailed(true)} />;
}

/** A label / value row of the product facts. */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** The spec behind the label: picture, name, manufacturer, model, finish, room, description. */
function SmartLabelCard({ view, specbookId }: { view: TSmartLabelView; specbookId: number }) {
  const { spec } = view;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-label={spec.name}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={view.logoURL} alt="" radius="sm" size={40} color="blue">
            {view.companyName.slice(0, 1)}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {view.companyName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {view.specbookName}
            </Text>
          </Box>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <HeroImage src={spec.imageName} alt={spec.name} />
          <Stack gap="md">
            <Box>
              <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.25}>
                {spec.name}
              </Title>
              <Text c="dimmed" mt={4}>
                {spec.manufacturerName}
              </Text>
            </Box>
            <Stack gap={6}>
              <Fact label={t(M.model)} value={spec.modelNumber} />
              <Fact label={t(M.finish)} value={spec.finishName} />
              <Fact label={t(M.room)} value={view.roomName} />
            </Stack>
            {spec.description && (
              <>
                <Divider />
                <Box>
                  <Text size="sm" fw={600} mb={4}>
                    {t(M.description)}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                    {spec.description}
                  </Text>
                </Box>
              </>
            )}
          </Stack>
        </SimpleGrid>
        <Button component={Link} to={hasToken() ? `/v4/especbook/${specbookId}` : qrViewPath(specbookId)} variant="light" fullWidth>
          {t(M.viewSpecbook)}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /qr/smartlabel/specbook/{specbookId}/spec/{specbookSpecId}: what a scanned smart label opens
 * (docs/decisions/034). Whoever scans sees that spec, read through the QR access rules; when the
 * specbook's QR access is off the browser goes to /login?redirect={this path} (spec §8).
 */
export function SmartLabelPage({ specbookId, specbookSpecId }: { specbookId: number; specbookSpecId: number }) {
  const label = useQuery({
    queryKey: ['smart-label', specbookId, specbookSpecId] as const,
    queryFn: ({ signal }) => openSmartLabel(specbookId, specbookSpecId, signal),
    retry: false,
    staleTime: 60_000,
  });
  const refused = label.error instanceof QrAccessRefusedError;
  useEffect(() => {
    if (refused) hardNavigate(loginPathFor(window.location));
  }, [refused]);
  if (label.isPending || refused) {
    return (
      <Center mih={240} role="status" aria-label={t(M.opening)}>
        <Loader />
      </Center>
    );
  }
  if (!label.data) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text>{t(M.specNotFound)}</Text>
        <Anchor component={Link} to={qrViewPath(specbookId)} size="sm">
          {t(M.viewSpecbook)}
        </Anchor>
      </Paper>
    );
  }
  return <SmartLabelCard view={label.data} specbookId={specbookId} />;
}
