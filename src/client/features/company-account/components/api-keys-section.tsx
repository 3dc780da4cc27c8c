import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { API_KEY_FIELDS, API_KEY_KINDS, API_KEY_MESSAGES as M, type TApiKeyKind } from '#shared/lib/api-keys';
import type { TApiKeyAnswer } from '#shared/schemas/api-key';
import type { TUser } from '#shared/schemas/user';
import { SectionCard } from '#client/components/ui/section-card';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useGenerateApiKey, useRevokeApiKey } from '../api/api-keys';

/** The name of each kind of key on screen (spec §3: apiKey, {product}ApiKey, {product}PublicApiKey). */
const LABELS: Record<TApiKeyKind, string> = {
  api: 'API key',
  specbooks: 'Specbooks API key',
  specbooksPublic: 'Specbooks public API key',
};

/** Asks before a key that works is replaced or cleared: the old one stops working at once. */
function confirmKeyChange(kind: TApiKeyKind, action: 'rotate' | 'revoke', onConfirm: () => void): void {
  const label = t(LABELS[kind]);
  modals.openConfirmModal({
    title: action === 'rotate' ? t('Rotate the {label}?', { label }) : t('Revoke the {label}?', { label }),
    children: (
      <Text size="sm">
        {action === 'rotate'
          ? t('The old key stops working at once: anything that uses it must be given the new key.')
          : t('The key stops working at once: anything that uses it is refused.')}
      </Text>
    ),
    labels: { confirm: action === 'rotate' ? t('Rotate key') : t('Revoke key'), cancel: t('Cancel') },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** The key just generated, in full, with a copy button: shown this once. */
function NewKeyNotice({ answer, onDismiss }: { answer: TApiKeyAnswer; onDismiss: () => void }) {
  const key = answer.key ?? '';
  return (
    <Alert color="green" title={t('Your new {label}', { label: t(LABELS[answer.kind]) })} withCloseButton onClose={onDismiss} closeButtonLabel={t('Close')}>
      <Stack gap="xs">
        <Text size="sm">{t('Copy it now: it will not be shown again.')}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={t('New key')}>
          {key}
        </Code>
        <Group>
          <CopyButton value={key} timeout={2000}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? t('Copied') : t('Copy key')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

type TRowProps = { kind: TApiKeyKind; masked: string | null; busy: boolean; onGenerate: () => void; onRevoke: () => void };

/** One key: its name, its masked value (or that there is none), Generate or Rotate and Revoke. */
function ApiKeyRow({ kind, masked, busy, onGenerate, onRevoke }: TRowProps) {
  const label = t(LABELS[kind]);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" role="group" aria-label={label}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {masked ? (
          <Code aria-label={t('Masked key')}>{masked}</Code>
        ) : (
          <Text size="sm" c="dimmed">
            {t('Not generated yet')}
          </Text>
        )}
      </div>
      <Group gap="xs">
        {masked && (
          <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => confirmKeyChange(kind, 'revoke', onRevoke)}>
            {t('Revoke')}
          </Button>
        )}
        <Button size="xs" variant="light" loading={busy} onClick={masked ? () => confirmKeyChange(kind, 'rotate', onGenerate) : onGenerate}>
          {masked ? t('Rotate') : t('Generate')}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The signed-in user's three API keys (docs/decisions/087): masked, each generated, rotated
 * (after a confirmation) or revoked; a new key is shown in full once, with a copy button.
 */
export function ApiKeysSection({ user, onChanged }: { user: TUser; onChanged?: () => void }) {
  const generate = useGenerateApiKey(onChanged);
  const revoke = useRevokeApiKey(onChanged);
  const [masks, setMasks] = useState<Partial<Record<TApiKeyKind, string | null>>>({});
  const [fresh, setFresh] = useState<TApiKeyAnswer | null>(null);
  const busyKind = generate.isPending ? generate.variables : revoke.isPending ? revoke.variables : undefined;

  const onGenerate = (kind: TApiKeyKind, wasSet: boolean) =>
    generate.mutate(kind, {
      onSuccess: (answer) => {
        setMasks((m) => ({ ...m, [kind]: answer.masked }));
        setFresh(answer);
        toastSuccess(wasSet ? M.rotated : M.generated);
      },
      onError: (err) => toastFailure(err, M.generateFailed),
    });
  const onRevoke = (kind: TApiKeyKind) =>
    revoke.mutate(kind, {
      onSuccess: () => {
        setMasks((m) => ({ ...m, [kind]: null }));
        setFresh((f) => (f?.kind === kind ? null : f));
        toastSuccess(M.revoked);
      },
      onError: (err) => toastFailure(err, M.revokeFailed),
    });

  return (
    <SectionCard title={t('API keys')} description={t('Keys other apps use to reach Specfolio on your behalf. Keep them secret.')}>
      {fresh && <NewKeyNotice answer={fresh} onDismiss={() => setFresh(null)} />}
      <Stack gap="sm">
        {API_KEY_KINDS.map((kind) => {
          const masked = kind in masks ? (masks[kind] ?? null) : user[API_KEY_FIELDS[kind]];
          return (
            <ApiKeyRow
              key={kind}
              kind={kind}
              masked={masked}
              busy={busyKind === kind}
              onGenerate={() => onGenerate(kind, masked !== null)}
              onRevoke={() => onRevoke(kind)}
            />
          );
        })}
      </Stack>
    </SectionCard>
  );
}
