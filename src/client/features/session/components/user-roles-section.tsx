import { Alert, Badge, Group, Skeleton, Text } from '@mantine/core';
import { useEffect } from 'react';
import { MESSAGES } from '#shared/lib/messages';
import { SectionCard } from '#client/components/ui/section-card';
import { t } from '#client/lib/i18n';
import { toastFailure } from '#client/lib/toasts';
import { useUserRoles } from '../api/list-user-roles';

/**
 * 'Your roles' on the account page: the roles granted to the signed-in user, inactive ones marked
 * (a role counts only while active, spec §6). A failed read shows "Couldn't fetch user roles" (§8)
 * as a toast and in the section.
 */
export function UserRolesSection({ userId }: { userId: number }) {
  const roles = useUserRoles(userId);
  const { error } = roles;
  useEffect(() => {
    if (error) toastFailure(error, MESSAGES.rolesFetchFailed);
  }, [error]);

  return (
    <SectionCard title={t('Your roles')} description={t('What your login may do. Ask a platform administrator to change them.')}>
      {roles.isPending && <Skeleton h={28} radius="md" aria-label={t('Loading roles')} />}
      {roles.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(MESSAGES.rolesFetchFailed)}
        </Alert>
      )}
      {roles.isSuccess && roles.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('No roles: you have the standard seller features.')}
        </Text>
      )}
      {roles.isSuccess && roles.data.length > 0 && (
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Roles')}>
          {roles.data.map((role) => (
            <li key={role.id}>
              <Badge variant={role.active ? 'light' : 'outline'} color={role.active ? 'blue' : 'gray'} title={role.name}>
                {role.active ? t(role.displayName) : t('{name} (inactive)', { name: t(role.displayName) })}
              </Badge>
            </li>
          ))}
        </Group>
      )}
    </SectionCard>
  );
}
