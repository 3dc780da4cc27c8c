import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { MANUFACTURER_MESSAGES as MM } from '#shared/lib/manufacturer-messages';
import { CREATE_SPEC_MESSAGES as M } from '#shared/lib/create-spec-messages';
import { ZMissingManufacturer } from '#shared/schemas/manufacturer';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useCreateManufacturer } from '../api/manufacturers';
import type { TManufacturerChoice } from './manufacturer-typeahead';

/** Props of {@link AddMissingManufacturer}. */
export type TAddMissingManufacturerProps = {
  userId: number;
  /** The host shown in the URL example ('URL (Eg: {host})'). */
  host: string;
  onSaved: (manufacturer: TManufacturerChoice) => void;
  onCancel: () => void;
};

type TErrors = { company?: string; url?: string };

/**
 * '+ Add Missing Manufacturer' (spec §2): 'Manufacturer Name' and 'URL (Eg: {host})' with
 * 'Save Manufacturer' and 'Cancel'. Invalid input toasts 'New manufacturer information is not
 * valid'; a 409 toasts the server's message; other failures 'Spec could not be created' (§8).
 */
export function AddMissingManufacturer({ userId, host, onSaved, onCancel }: TAddMissingManufacturerProps) {
  const [company, setCompany] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const create = useCreateManufacturer(userId);

  const check = (values: { company: string; url: string }): TErrors => {
    const parsed = ZMissingManufacturer.safeParse(values);
    const next: TErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof TErrors;
      next[key] ??= t(issue.message);
    }
    return next;
  };

  const save = async () => {
    const found = check({ company, url });
    setErrors(found);
    if (found.company || found.url) {
      toastError(MM.newManufacturerInvalid);
      return;
    }
    try {
      const saved = await create.mutateAsync({ company: company.trim(), url: url.trim() });
      toastSuccess(MM.created);
      onSaved({ id: saved.id, name: saved.name, global: saved.global });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) toastError(error.message);
      else if (error instanceof ApiError && error.status === 400) toastError(MM.newManufacturerInvalid);
      else if (!(error instanceof ApiError && error.status === 401)) toastError(M.createFailed);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('Manufacturer Name')}
          required
          value={company}
          error={errors.company}
          onChange={(e) => setCompany(e.currentTarget.value)}
          onBlur={() => company && setErrors((prev) => ({ ...prev, company: check({ company, url: url || 'https://x.example' }).company }))}
          data-autofocus
        />
        <TextInput
          label={t('URL (Eg: {host})', { host })}
          required
          value={url}
          error={errors.url}
          placeholder={`https://${host}`}
          onChange={(e) => setUrl(e.currentTarget.value)}
          onBlur={() => url && setErrors((prev) => ({ ...prev, url: check({ company: company || 'xxx', url }).url }))}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" size="xs" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button size="xs" loading={create.isPending} onClick={() => void save()}>
          {t('Save Manufacturer')}
        </Button>
      </Group>
    </Paper>
  );
}
