import { Button, Group, Stack, Textarea } from '@mantine/core';
import { COMPANY_LIMITS as L, COMPANY_MESSAGES as M, POLICY_TYPES, type TPolicyType } from '#shared/lib/company-messages';
import { ZPolicyUpdate, type TCompanyAccount } from '#shared/schemas/company-account';
import { toastSuccess } from '#client/lib/toasts';
import { useDeletePolicy, useUpdatePolicy } from '../api/company-account';
import { zodFieldErrors } from '../lib/form-errors';
import { SectionCard } from '#client/components/ui/section-card';
import { useSavingForm } from './use-saving-form';
import { t, useLocale } from '#client/lib/i18n';
import { formatNumber } from '#shared/lib/money';

type TPolicyValues = { text: string };

function PolicyForm({ userId, type, label, text }: { userId: number; type: TPolicyType; label: string; text: string | null }) {
  const update = useUpdatePolicy(userId, type);
  const locale = useLocale();
  const remove = useDeletePolicy(userId, type);
  const { form, submit } = useSavingForm<TPolicyValues>({
    initial: { text: text ?? '' },
    validate: (v) => zodFieldErrors(ZPolicyUpdate.safeParse(v)),
    save: (v) => update.mutateAsync(v.text),
    saved: M.policySaved,
  });
  const clear = async () => {
    try {
      await remove.mutateAsync();
      form.setValues({ text: '' });
      form.resetDirty({ text: '' });
      toastSuccess(M.policyRemoved);
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t(label)}>
      <Stack gap="xs">
        <Textarea
          label={t(label)}
          autosize
          minRows={4}
          maxRows={14}
          description={`${formatNumber(form.values.text.length, locale)}/${formatNumber(L.policyTextMax, locale)}`}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end" gap="xs">
          {text !== null && (
            <Button variant="subtle" color="red" onClick={() => void clear()} loading={remove.isPending}>
              {t('Remove')}
            </Button>
          )}
          <Button type="submit" variant="light" loading={update.isPending} aria-label={t('Save {name}', { name: t(label).toLowerCase() })}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Terms and conditions and the returns policy, as plain text; saving an empty text clears it. */
export function PoliciesSection({ userId, account }: { userId: number; account: TCompanyAccount }) {
  return (
    <SectionCard title={t('Policies')} description={t('Shown to your clients on the e-Specbook, where they accept the terms before viewing.')}>
      {POLICY_TYPES.map((p) => (
        <PolicyForm key={p.type} userId={userId} type={p.type} label={p.label} text={account.policies.find((x) => x.type === p.type)?.text ?? null} />
      ))}
    </SectionCard>
  );
}
