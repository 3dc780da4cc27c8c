import { Badge, Box, Checkbox, Image, Paper, Skeleton, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { TAipqPage } from '#shared/schemas/aipq';
import { t } from '#client/lib/i18n';
import { thumbnailSrc } from '../api/files';

/** The first image of a page, read with the session's token; a grey box while it loads or when it cannot be read. */
function Thumbnail({ url, page }: { url: string | undefined; page: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let created: { src: string; revoke: boolean } | null = null;
    thumbnailSrc(url, controller.signal)
      .then((loaded) => {
        created = loaded;
        setSrc(loaded.src);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (created?.revoke) URL.revokeObjectURL(created.src);
    };
  }, [url]);
  if (!src) return <Skeleton h={150} animate={Boolean(url)} />;
  return <Image src={src} alt={t('Thumbnail of page {page}', { page })} h={150} fit="contain" />;
}

/** Props of {@link PageThumbnail}. */
export type TPageThumbnailProps = { page: TAipqPage; checked: boolean; onToggle: () => void };

/** One page of the upload: its thumbnail and a checkbox choosing it; a page without text is marked 'scanned'. */
export function PageThumbnail({ page, checked, onToggle }: TPageThumbnailProps) {
  return (
    <Paper withBorder p="xs" radius="sm" bd={checked ? '2px solid var(--mantine-primary-color-filled)' : undefined} data-testid="aipq-page">
      <Stack gap={6}>
        <Box onClick={onToggle} style={{ cursor: 'pointer' }}>
          <Thumbnail url={page.images[0]} page={page.page} />
        </Box>
        <Checkbox label={t('Page {page}', { page: page.page })} checked={checked} onChange={onToggle} />
        {!page.hasText && (
          <Badge size="xs" color="gray" variant="light">
            {t('scanned')}
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
