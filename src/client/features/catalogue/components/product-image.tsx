import { Center, Image, Text } from '@mantine/core';
import { useState } from 'react';

/** The product image fallback text (spec §2 "Other shared screen behaviours"). */
export const PRODUCT_IMAGE_FALLBACK = 'Product image coming soon.';

/** A product thumbnail of `size` px, or the fallback text when it is missing or fails to load. */
export function ProductImage({ src, alt, size }: { src: string | null; alt: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center w={size} h={size} bg="gray.1" p={2} style={{ borderRadius: 4, flexShrink: 0 }}>
        <Text c="dimmed" ta="center" lh={1.1} fz={size < 64 ? 8 : 10}>
          {PRODUCT_IMAGE_FALLBACK}
        </Text>
      </Center>
    );
  }
  return <Image src={src} alt={alt} w={size} h={size} fit="contain" radius="sm" loading="lazy" style={{ flexShrink: 0 }} onError={() => setFailed(true)} />;
}
