import { IconPhoto } from '@tabler/icons-react';
import { CREATE_SPEC_MESSAGES as M } from '#shared/lib/create-spec-messages';
import { FileDropZone, type TDropInputProps } from '#client/components/ui/file-drop-zone';
import { t } from '#client/lib/i18n';

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
 * The Create Spec image drop zone (spec §2): the shared file drop zone saying 'Click or drop image
 * here', images only, with the thumbnail preview and 'Remove image'. A file of another type is
 * handed on too, so the form shows its message.
 */
export function ImageDropZone({ label, value, onChange, error, previewSize = 100 }: TImageDropZoneProps) {
  // The drop zone's hidden file input: named for screen readers, and found by tests.
  const inputProps: TDropInputProps = { 'aria-label': t(M.dropImage), 'data-testid': 'image-file-input' };
  return (
    <FileDropZone
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      accept={IMAGE_ACCEPT.split(',')}
      inputProps={inputProps}
      dropLabel={t(M.dropImage)}
      hint={t('PNG, JPEG, GIF or WebP')}
      icon={<IconPhoto size={28} color="var(--mantine-color-gray-6)" aria-hidden />}
      removeLabel={t('Remove image')}
      previewSize={previewSize}
    />
  );
}
