import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { MANUFACTURER_LIMITS, MANUFACTURER_MESSAGES as M } from '#shared/lib/manufacturer-messages';
import { ZManufacturerForm, type TManufacturer } from '#shared/schemas/manufacturer';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useUpdateManufacturer } from '../api/manufacturers';

type TErrors = { name?: string; url?: string };

function formErrors(name: string, url: string): TErrors {
  const errors: TErrors = {};
  for (const issue of ZManufacturerForm.safeParse({ name, url }).error?.issues ?? []) {
    const key = issue.path[0] as keyof TErrors;
    errors[key] ??= t(issue.message);
  }
  return errors;
}

/**
 * The manufacturer form (spec §5) for one of the account's own manufacturers: name (≤ 25,
 * 'Manufacturer name cannot exceed 25 characters') and URL (≤ 75, http(s)).
 */
export function EditManufacturerModal({ userId, manufacturer, onClose }: { userId: number; manufacturer: TManufacturer; onClose: () => void }) {
  const [name, setName] = useState(manufacturer.name);
  const [url, setUrl] = useState(manufacturer.url ?? '');
  const [errors, setErrors] = useState<TErrors>({});
  const update = useUpdateManufacturer(userId);

  const save = async () => {
    const found = formErrors(name, url);
    setErrors(found);
    if (found.name || found.url) return;
    try {
      await update.mutateAsync({ id: manufacturer.id, input: { name: name.trim(), url: url.trim() } });
      toastSuccess(M.updated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors({ name: error.fieldErrors.name && t(error.fieldErrors.name), url: error.fieldErrors.url && t(error.fieldErrors.url) });
      toastFailure(error, 'Could not update the manufacturer');
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('Edit Manufacturer')} size="md">
      <Stack gap="sm">
        <TextInput
          label={t('Manufacturer Name')}
          required
          value={name}
          error={errors.name}
          maxLength={MANUFACTURER_LIMITS.nameMax + 10}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => setErrors((prev) => ({ ...prev, name: formErrors(name, url).name }))}
          data-autofocus
        />
        <TextInput
          label={t('URL')}
          required
          value={url}
          error={errors.url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          onBlur={() => setErrors((prev) => ({ ...prev, url: formErrors(name, url).url }))}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button loading={update.isPending} onClick={() => void save()}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
