import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { ActionIcon, Box, Group, Image, Input, Stack, Text, UnstyledButton } from '@mantine/core';
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

/**
 * The image drop zone (spec §2): 'Click or drop image here', images only, a thumbnail preview of
 * the chosen image and a control to remove it. @mantine/dropzone is not installed: a native file
 * input and drag events do the same.
 */
export function ImageDropZone({ label, value, onChange, error, previewSize = 100 }: TImageDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useMemo(() => (value && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onChange(file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="image-file-input"
        aria-label={M.dropImage}
        onChange={(e) => {
          take(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
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
        <UnstyledButton
          onClick={() => input.current?.click()}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          w="100%"
          mt={4}
          p="lg"
          style={{
            border: `2px dashed ${error ? 'var(--mantine-color-error)' : dragging ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-gray-4)'}`,
            borderRadius: 'var(--mantine-radius-md)',
            background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
            textAlign: 'center',
          }}
        >
          <Stack gap={4} align="center">
            <IconPhoto size={28} color="var(--mantine-color-gray-6)" />
            <Text size="sm">{M.dropImage}</Text>
            <Text size="xs" c="dimmed">
              PNG, JPEG, GIF or WebP
            </Text>
          </Stack>
        </UnstyledButton>
      )}
    </Input.Wrapper>
  );
}
