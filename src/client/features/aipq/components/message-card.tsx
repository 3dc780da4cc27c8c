import { Anchor, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TImportMessage } from '#shared/schemas/aipq';
import { specOptionsPath } from '#client/lib/specbook-route';
import { t } from '#client/lib/i18n';
import type { TMarkRead } from '../api/imports';

/** Props of {@link MessageCard}. */
export type TMessageCardProps = { specbookId: number; message: TImportMessage; busy: boolean; onMarkRead: (request: TMarkRead, chosen: string | null) => void };

/** The line a message is about: room, quantity × unit price, manufacturer. */
function lineSummary({ line }: TImportMessage): string {
  const parts = [line.room, line.quantity !== null && line.unitPrice !== null ? `${line.quantity} × ${line.unitPrice}` : null, line.manufacturer];
  return parts.filter(Boolean).join(' · ');
}

/** A 'review' message's candidates: the seller picks the right catalogue product. */
function Candidates({ message, value, onChange }: { message: TImportMessage; value: string | null; onChange: (v: string) => void }) {
  return (
    <Radio.Group label={t('Which product is it?')} value={value} onChange={onChange}>
      <Stack gap={6} mt={4}>
        {message.candidates.map((c) => (
          <Radio key={c.specId} value={String(c.specId)} label={`${c.modelNumber} · ${c.manufacturerName}`} description={t('{name} (match {score}%)', { name: c.name, score: Math.round(c.score * 100) })} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * One import message (spec §2 step 6): what the line needs, the line itself, and its actions: mark
 * it read; for a 'review' message choose one of its candidates (sent as the spec id); for a missing
 * product, open the spec the import created.
 */
export function MessageCard({ specbookId, message, busy, onMarkRead }: TMessageCardProps) {
  const [chosen, setChosen] = useState<string | null>(message.spec ? String(message.spec.id) : null);
  const candidate = message.candidates.find((c) => String(c.specId) === chosen);
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="aipq-message">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t(message.message)}
        </Text>
        <Text size="xs" c="dimmed">
          {[message.line.model, message.line.name].filter(Boolean).join(' — ')}
          {lineSummary(message) && ` · ${lineSummary(message)}`}
        </Text>
        {message.kind === 'review' && message.candidates.length > 0 && <Candidates message={message} value={chosen} onChange={setChosen} />}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {message.specSpecbookId !== null && (
            <Anchor component={Link} to={specOptionsPath(specbookId, message.specSpecbookId)} size="sm">
              {t('Open the spec')}
            </Anchor>
          )}
          {message.kind === 'review' && (
            <Button size="xs" disabled={!candidate || busy} onClick={() => candidate && onMarkRead({ messageId: message.id, specId: candidate.specId }, candidate.modelNumber)}>
              {t('Use this product')}
            </Button>
          )}
          <Button size="xs" variant="default" disabled={busy} onClick={() => onMarkRead({ messageId: message.id }, null)}>
            {t('Mark read')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
