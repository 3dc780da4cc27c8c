import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import type { ReactNode } from 'react';
import { isSettingOn, MANAGEMENT_VIEWS, type AccountSettingKey } from '#shared/lib/account-settings';
import { COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import type { TAccountSetting } from '#shared/schemas/account-settings';
import { toastSuccess } from '#client/lib/toasts';
import { usePatchSettings } from '../api/company-account';
import { AccessCodeForm } from './access-code-form';
import { SectionCard } from '#client/components/ui/section-card';
import { t } from '#client/lib/i18n';

type TChoice = { value: string; label: string };

/** The settings shown here, with their labels; the tax rate and payment terms are under Defaults. */
const SHOWN: { key: AccountSettingKey; label: string; choices?: TChoice[] }[] = [
  { key: 'management.view', label: 'Specbook view', choices: [{ value: MANAGEMENT_VIEWS.card, label: 'Cards' }, { value: MANAGEMENT_VIEWS.list, label: 'List' }] },
  { key: 'drag_and_drop', label: 'Drag and drop' },
  { key: 'management.drag_and_drop', label: 'Drag and drop on the manage page' },
  { key: 'management.collapse_all', label: 'Collapse all rooms' },
  { key: 'management.show_documents', label: 'Show documents' },
  { key: 'management.show_expected_dates', label: 'Show expected dates' },
  { key: 'management.bypass_advanced_access', label: 'Bypass advanced access' },
  { key: 'specbook.shipping_calculation', label: 'Calculate shipping' },
  { key: 'aipq.engine', label: 'AI PDF-quote import engine', choices: [{ value: 'layout', label: 'Text layout (PDFs with text)' }, { value: 'ocr', label: 'OCR (scanned PDFs)' }, { value: 'llm', label: 'AI model (when configured)' }] },
];

function labelOf(choices: TChoice[] | undefined, value: string): string {
  if (!choices) return isSettingOn(value) ? t('on') : t('off');
  return t(choices.find((c) => c.value === value)?.label ?? value);
}

function SettingRow({ setting, label: source, choices, onSet }: { setting: TAccountSetting; label: string; choices?: TChoice[]; onSet: (value: string | null) => void }) {
  const label = t(source);
  const control: ReactNode = choices ? (
    <Select aria-label={label} data={choices.map((c) => ({ ...c, label: t(c.label) }))} value={setting.effective} allowDeselect={false} w={220} onChange={(v) => v && onSet(v)} />
  ) : (
    <ToggleSwitch aria-label={label} checked={isSettingOn(setting.effective)} onChange={(e) => onSet(e.currentTarget.checked ? 'true' : 'false')} />
  );
  return (
    <Group justify="space-between" wrap={choices ? 'wrap' : 'nowrap'} gap="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={0} style={{ flex: choices ? '1 1 200px' : '1 1 0', minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {t('Default: {value}', { value: labelOf(choices, setting.default) })}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {setting.value === null ? (
          <Badge variant="light" color="gray">
            {t('Default')}
          </Badge>
        ) : (
          <Button size="compact-xs" variant="subtle" onClick={() => onSet(null)} aria-label={t('Reset {setting} to its default', { setting: label })}>
            {t('Reset')}
          </Button>
        )}
        {control}
      </Group>
    </Group>
  );
}

/**
 * The account settings. Each shows its effective value — its own value when set, otherwise its
 * default (spec workspace §3) — and saves as soon as it is changed; Reset goes back to the default.
 */
export function SettingsSection({
  userId,
  settings,
  hasAccessCode,
  onAccessChanged,
}: {
  userId: number;
  settings: TAccountSetting[];
  hasAccessCode: boolean;
  /** A change that may grant or take advanced access (the bypass setting, the code). */
  onAccessChanged?: () => void;
}) {
  const patch = usePatchSettings(userId, onAccessChanged);
  const set = async (key: AccountSettingKey, value: string | null) => {
    try {
      await patch.mutateAsync({ [key]: value });
      toastSuccess(M.settingsSaved);
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <SectionCard title={t('Account settings')} description={t('How specbooks open and behave for everyone in your company.')}>
      <Stack gap={0}>
        {SHOWN.map(({ key, label, choices }) => {
          const setting = settings.find((s) => s.key === key);
          return setting ? <SettingRow key={key} setting={setting} label={label} choices={choices} onSet={(v) => void set(key, v)} /> : null;
        })}
      </Stack>
      <AccessCodeForm userId={userId} hasAccessCode={hasAccessCode} onChanged={onAccessChanged} />
    </SectionCard>
  );
}
