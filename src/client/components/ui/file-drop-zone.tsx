import { ActionIcon, Box, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { MESSAGES } from '#shared/lib/messages';
import { t } from '#client/lib/i18n';

/** The zone's hidden file input: named for screen readers, and found by tests. */
export type TDropInputProps = ComponentPropsWithoutRef<'input'> & { 'data-testid'?: string };

/** Props of {@link FileDropZone}. */
export type TFileDropZoneProps = {
  value: File | null;
  /** A chosen or dropped file (refused ones too, so that the form can say why), or null on remove. */
  onChange: (file: File | null) => void;
  /** MIME types (and extensions) the file picker offers; the server checks the content again. */
  accept: string[];
  inputProps: TDropInputProps;
  label?: string;
  error?: string | null;
  /** The zone's text; 'Click or drop file here' by default (spec §2). */
  dropLabel?: string;
  /** A smaller line under it (accepted types, limits). */
  hint?: ReactNode;
  icon?: ReactNode;
  /** Name of the remove control; 'Remove file' by default. */
  removeLabel?: string;
  /** Thumbnail size in px (spec §9: thumbnails 100×100). */
  previewSize?: number;
};

/** The file's size for people: '12.5 KB', '1.2 MB'. */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** A thumbnail of an image file (its object URL released when it goes), or a file icon. */
function Thumbnail({ file, size }: { file: File; size: number }) {
  const isImage = file.type.startsWith('image/');
  const preview = useMemo(() => (isImage && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file, isImage]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  if (preview) return <Image src={preview} alt={t('Image preview')} w={size} h={size} fit="contain" radius="sm" bd="1px solid var(--mantine-color-gray-3)" />;
  return <IconFile size={Math.min(size, 32)} aria-hidden />;
}

/** The chosen file: thumbnail, name, size and the remove control. */
function ChosenFile({ file, previewSize, removeLabel, onRemove }: { file: File; previewSize: number; removeLabel: string; onRemove: () => void }) {
  const isImage = file.type.startsWith('image/');
  return (
    <Group gap="sm" wrap="nowrap" p="sm" mt={4} bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Box w={isImage ? previewSize : undefined} style={{ flexShrink: 0 }}>
        <Thumbnail file={file} size={previewSize} />
      </Box>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" truncate>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {fileSize(file.size)}
        </Text>
      </Stack>
      <ActionIcon variant="subtle" color="red" aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

/**
 * The shared file drop zone (spec/workspace.md §2 "Other shared screen behaviours"): 'Click or
 * drop file here' (Mantine's Dropzone: click, keyboard or drop), then the chosen file with an
 * image thumbnail preview and a control to remove it.
 */
export function FileDropZone(props: TFileDropZoneProps) {
  const { value, onChange, accept, inputProps, label, error, dropLabel = t(MESSAGES.dropFile), hint, icon, removeLabel = t('Remove file'), previewSize = 100 } = props;
  return (
    <Input.Wrapper label={label} error={error}>
      {value ? (
        <ChosenFile file={value} previewSize={previewSize} removeLabel={removeLabel} onRemove={() => onChange(null)} />
      ) : (
        <Dropzone
          onDrop={(files) => files[0] && onChange(files[0])}
          onReject={(rejections) => rejections[0] && onChange(rejections[0].file)}
          accept={accept}
          multiple={false}
          mt={label ? 4 : 0}
          p="lg"
          inputProps={inputProps}
          style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
        >
          <Stack gap={4} align="center" style={{ pointerEvents: 'none' }}>
            {icon ?? <IconUpload size={28} color="var(--mantine-color-gray-6)" aria-hidden />}
            <Text size="sm" fw={500}>
              {dropLabel}
            </Text>
            {hint && (
              <Text size="xs" c="dimmed" ta="center">
                {hint}
              </Text>
            )}
          </Stack>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
