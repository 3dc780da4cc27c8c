import { useRef } from 'react';
import { ActionIcon, Button, Group, Input, Text } from '@mantine/core';
import { IconFileTypePdf, IconX } from '@tabler/icons-react';
import { CREATE_SPEC_MESSAGES as M } from '#shared/lib/create-spec-messages';
import { t } from '#client/lib/i18n';

/** Whether a chosen file looks like a PDF (type or extension; the server checks its bytes). */
export function isPdfFile(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** Props of {@link DocumentSlot}. */
export type TDocumentSlotProps = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  /** For tests and automation: the file input's test id. */
  inputTestId?: string;
  /** Accepted files (default PDF). */
  accept?: string;
};

/** One document slot of Create Spec (spec §2): '+ Add Document' for a .pdf, then its name and a remove control. */
export function DocumentSlot({ label, value, onChange, error, inputTestId, accept = '.pdf,application/pdf' }: TDocumentSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Input.Wrapper label={label} error={error}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={inputTestId}
        aria-label={t('{label} file', { label })}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) onChange(file);
          e.currentTarget.value = '';
        }}
      />
      <Group gap="xs" mt={4} wrap="nowrap" mih={30}>
        {value ? (
          <>
            <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
            <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
              {value.name}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={t('Remove {name}', { name: label })} onClick={() => onChange(null)}>
              <IconX size={16} />
            </ActionIcon>
          </>
        ) : (
          <Button size="xs" variant="light" aria-label={t('+ Add Document {label}', { label })} onClick={() => input.current?.click()}>
            {t(M.addDocument)}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
