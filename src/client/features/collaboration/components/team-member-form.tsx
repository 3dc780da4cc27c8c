import { Autocomplete, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useForm } from '@mantine/form';
import {
  DEFAULT_TEAM_PERMISSIONS,
  TEAM_ROLE_SUGGESTIONS,
  ZTeamMemberCreate,
  type TTeamMember,
  type TTeamMemberCreate,
  type TTeamPermissions,
} from '#shared/schemas/team';
import { fieldErrors } from '../lib/format';
import { t } from '#client/lib/i18n';

/** Values of the team member form. */
export type TTeamMemberValues = { name: string; emailAddress: string; role: string; sendEmail: boolean } & TTeamPermissions;

/** The permission switches, in the order the form shows them. */
export const PERMISSION_LABELS: readonly { key: keyof TTeamPermissions; label: string; badge: string }[] = [
  { key: 'showListPrice', label: 'Show list price', badge: 'List price' },
  { key: 'showSalePrice', label: 'Show sale price', badge: 'Sale price' },
  { key: 'showModelNumbers', label: 'Show model numbers', badge: 'Model numbers' },
  { key: 'canApprove', label: 'Can approve specs', badge: 'Can approve' },
  { key: 'showNotifications', label: 'Show notifications', badge: 'Notifications' },
];

/** The form's starting values: a new member (defaults, the e-Specbook e-mailed) or an existing one. */
export function initialTeamValues(member?: TTeamMember): TTeamMemberValues {
  if (!member) return { name: '', emailAddress: '', role: '', sendEmail: true, ...DEFAULT_TEAM_PERMISSIONS };
  const { showListPrice, showSalePrice, showModelNumbers, canApprove, showNotifications } = member.permissions;
  return { name: member.name, emailAddress: member.emailAddress, role: member.role ?? '', sendEmail: false, showListPrice, showSalePrice, showModelNumbers, canApprove, showNotifications };
}

/** Field errors of the values under the route's own schema (spec §5 "Invite / share / team member form"). */
export function validateTeamMember(values: TTeamMemberValues): Record<string, string> {
  const result = ZTeamMemberCreate.safeParse(values);
  return result.success ? {} : Object.fromEntries(Object.entries(fieldErrors(result.error.issues)).map(([field, message]) => [field, t(message)]));
}

/** Props of {@link TeamMemberForm}. */
export type TTeamMemberFormProps = {
  member?: TTeamMember;
  busy: boolean;
  submitLabel: string;
  onSubmit: (payload: TTeamMemberCreate) => void;
  onCancel: () => void;
};

/**
 * Add or edit a team member: name, e-mail address, role, the e-Specbook permissions and whether to
 * e-mail the e-Specbook link. Fields validate on input and on blur with the shared schema.
 */
export function TeamMemberForm({ member, busy, submitLabel, onSubmit, onCancel }: TTeamMemberFormProps) {
  const form = useForm<TTeamMemberValues>({
    initialValues: initialTeamValues(member),
    validate: validateTeamMember,
    validateInputOnBlur: true,
    validateInputOnChange: ['name', 'emailAddress'],
  });
  const submit = form.onSubmit((values) => onSubmit(ZTeamMemberCreate.parse(values)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Name')} required autoComplete="off" {...form.getInputProps('name')} />
        <TextInput label={t('Email address')} type="email" required autoComplete="off" {...form.getInputProps('emailAddress')} />
        <Autocomplete
          label={t('Role')}
          description={t('The client is named on the quote and the specbook PDF when the specbook has no customer.')}
          data={[...TEAM_ROLE_SUGGESTIONS]}
          autoComplete="off"
          {...form.getInputProps('role')}
        />
        <Fieldset legend={t('e-Specbook permissions')} variant="filled">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {PERMISSION_LABELS.map(({ key, label }) => (
              <ToggleSwitch key={key} label={t(label)} {...form.getInputProps(key, { type: 'checkbox' })} />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Checkbox
          label={member ? t('E-mail the e-Specbook link again') : t('E-mail the e-Specbook link')}
          {...form.getInputProps('sendEmail', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
