import { Badge, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import type { TAccessCatalogue, TAccessGrants, TAccessUser } from '#shared/schemas/access-admin';
import type { TFeatureFlag, TRoleName } from '#shared/lib/roles';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useUpdateUserAccess } from '../api/access-admin';
import { t } from '#client/lib/i18n';

/** Props of the grants editor of one user. */
export type TAccessEditorProps = {
  adminId: number;
  user: TAccessUser;
  catalogue: TAccessCatalogue;
  onClose: () => void;
};

/** The modal body: the roles (inactive ones marked) and the feature flags as checkboxes, saved together. */
function AccessForm({ adminId, user, catalogue, onClose }: TAccessEditorProps) {
  const [roles, setRoles] = useState<string[]>(user.roles);
  const [features, setFeatures] = useState<string[]>(user.features);
  const update = useUpdateUserAccess(adminId);
  const save = () =>
    update.mutate(
      { id: user.id, grants: { roles: roles as TRoleName[], features: features as TFeatureFlag[] } satisfies TAccessGrants },
      {
        onSuccess: () => {
          toastSuccess(M.saved);
          onClose();
        },
        onError: (err) => toastFailure(err, M.saveFailed),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {user.email} · {user.accountName}
      </Text>
      <Checkbox.Group label={<Title order={5}>{t('Roles')}</Title>} value={roles} onChange={setRoles}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {catalogue.roles.map((role) => (
            <Checkbox
              key={role.id}
              value={role.name}
              label={
                <Group gap={6} wrap="nowrap">
                  <span>{t(role.displayName)}</span>
                  {!role.active && (
                    <Badge size="xs" color="gray" variant="light" title={t("An inactive role does not count (except 'admin')")}>
                      {t('inactive')}
                    </Badge>
                  )}
                </Group>
              }
              description={`${role.name} · id ${role.id}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group label={<Title order={5}>{t('Feature flags')}</Title>} value={features} onChange={setFeatures}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          {catalogue.features.map((flag) => (
            <Checkbox key={flag} value={flag} label={flag} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button onClick={save} loading={update.isPending}>
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Roles & flags of {name}': a modal that edits one user's grants. */
export function AccessEditor(props: TAccessEditorProps) {
  return (
    <Modal opened onClose={props.onClose} title={t('Roles & flags of {name}', { name: props.user.name })} size="lg" closeButtonProps={{ 'aria-label': t('Close dialog') }}>
      <AccessForm {...props} />
    </Modal>
  );
}
