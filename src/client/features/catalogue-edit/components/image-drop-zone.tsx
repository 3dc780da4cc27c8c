import { useEffect, useMemo, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, Box, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { CREATE_SPEC_MESSAGES as M } from '#shared/lib/create-spec-messages';

/** Props of {@link ImageDropZone}. */
export type TImageDropZoneProps = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  /** Preview size in px (spec §9: thumbnails 100×100). */
  previewSize?: number;
};

/** The image types the zone accepts; the server checks the content again. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** Whether a chosen file looks like an image (by its type; the server checks its bytes). */
export function isImageFile(file: File): boolean {
  return IMAGE_ACCEPT.split(',').includes(file.type);
}

/** The drop zone's hidden file input: named for screen readers, and found by tests. */
const DROP_INPUT_PROPS: ComponentPropsWithoutRef<'input'> & { 'data-testid': string } = {
  'aria-label': M.dropImage,
  'data-testid': 'image-file-input',
};

/**
 * The image drop zone (spec §2, Mantine's Dropzone): 'Click or drop image here', images only, a
 * thumbnail preview of the chosen image and a control to remove it. A file of another type is
 * handed on too, so the form shows its message.
 */
export function ImageDropZone({ label, value, onChange, error, previewSize = 100 }: TImageDropZoneProps) {
  const preview = useMemo(() => (value && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <Input.Wrapper label={label} error={error}>
      {value ? (
        <Group gap="sm" wrap="nowrap" mt={4}>
          <Box pos="relative" w={previewSize} h={previewSize} style={{ flexShrink: 0 }}>
            {preview ? (
              <Image src={preview} alt="Image preview" w={previewSize} h={previewSize} fit="contain" radius="sm" bd="1px solid var(--mantine-color-gray-3)" />
            ) : (
              <IconPhoto size={previewSize} />
            )}
          </Box>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {value.name}
            </Text>
            <Group gap={6}>
              <ActionIcon variant="light" color="red" aria-label="Remove image" onClick={() => onChange(null)}>
                <IconX size={16} />
              </ActionIcon>
              <Text size="xs" c="dimmed">
                Remove image
              </Text>
            </Group>
          </Stack>
        </Group>
      ) : (
        <Dropzone
          onDrop={(files) => files[0] && onChange(files[0])}
          onReject={(rejections) => rejections[0] && onChange(rejections[0].file)}
          accept={IMAGE_ACCEPT.split(',')}
          multiple={false}
          mt={4}
          p="lg"
          inputProps={DROP_INPUT_PROPS}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Stack gap={4} align="center" style={{ pointerEvents: 'none' }}>
            <IconPhoto size={28} color="var(--mantine-color-gray-6)" />
            <Text size="sm">{M.dropImage}</Text>
            <Text size="xs" c="dimmed">
              PNG, JPEG, GIF or WebP
            </Text>
          </Stack>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
