import { Center, Image, Text } from '@mantine/core';
import { useState } from 'react';

/** The product image fallback text (spec §2 "Other shared screen behaviours"). */
export const IMAGE_FALLBACK = 'Product image coming soon.';

/** A product image of `size` px, or the fallback text when it is missing or fails to load. */
export function SpecImage({ src, alt, size = 100 }: { src: string | null | undefined; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 6, flexShrink: 0 }} p={4}>
        <Text size="xs" c="dimmed" ta="center" lh={1.2} fz={size < 64 ? 8 : 11}>
          {IMAGE_FALLBACK}
        </Text>
      </Center>
    );
  }
  return (
    <Image
      src={src}
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
