import { Center, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { specImageSrc } from '#shared/lib/catalogue';
import { MESSAGES } from '#shared/lib/messages';
import { t } from '#client/lib/i18n';

/**
 * A square product image of `size` px (uploaded images read their 100×100 thumbnail at that size or
 * below), or the spec's fallback text when there is no image or it fails to load.
 */
export function ProductImage({ src, alt, size = 100 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center w={size} h={size} bg="gray.1" p={size < 64 ? 2 : 4} style={{ borderRadius: 6, flexShrink: 0 }}>
        <Text c="dimmed" ta="center" lh={1.15} fz={size < 64 ? 8 : 11}>
          {t(MESSAGES.productImageFallback)}
        </Text>
      </Center>
    );
  }
  return (
    <Image
      src={specImageSrc(src, size)}
      alt={alt}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      bg="white"
      loading="lazy"
      style={{ flexShrink: 0 }}
      onError={() => setFailed(true)}
    />
  );
}
