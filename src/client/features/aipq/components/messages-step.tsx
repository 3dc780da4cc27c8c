import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IMPORT_MESSAGE_KINDS, type TImportMessageKind } from '#shared/lib/aipq';
import type { TImportMessage } from '#shared/schemas/aipq';
import { t } from '#client/lib/i18n';
import { manageSpecbookPath } from '#client/lib/specbook-route';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useImportMessages, useMarkMessageRead, type TMarkRead } from '../api/imports';
import { StepActions, StepFailure } from '#client/components/ui/job-progress';
import { MessageCard } from './message-card';

/** Headings of the message groups. */
export const MESSAGE_KIND_LABELS: Record<TImportMessageKind, string> = {
  missing_product: 'Missing products',
  review: 'Matches to check',
  low_confidence: 'Lines to check',
};

/** Props of {@link MessagesStep}. */
export type TMessagesStepProps = {
  userId: number;
  specbookId: number;
  importId: number | null;
  /** Called when a confirmed product changed a spec of the specbook. */
  onSpecChanged: () => void;
};

/** The messages of one kind, in the order the server gave them. */
function ofKind(messages: TImportMessage[], kind: TImportMessageKind): TImportMessage[] {
  return messages.filter((m) => m.kind === kind);
}

/**
 * Step 6 (spec §2 "Assign missing products"): the import's messages grouped by kind; each can be
 * marked read (deleted), a 'review' message with the product the seller chose. 'Open specbook'
 * returns to the manage page.
 */
export function MessagesStep({ userId, specbookId, importId, onSpecChanged }: TMessagesStepProps) {
  const messages = useImportMessages(userId, specbookId);
  const markRead = useMarkMessageRead(userId, specbookId);
  const mine = (messages.data ?? []).filter((m) => importId === null || m.importId === importId);

  const onMarkRead = (request: TMarkRead, chosen: string | null) =>
    markRead.mutate(request, {
      onSuccess: () => {
        toastSuccess(chosen ? t('The line now uses {model}.', { model: chosen }) : 'Marked as read.');
        if (chosen) onSpecChanged();
      },
      onError: (err) => toastFailure(err, 'The message could not be marked read.'),
    });

  return (
    <Stack gap="md">
      {messages.isPending && <Loader size="sm" aria-label={t('Loading the messages')} />}
      {messages.isError && <StepFailure title={t('The messages could not be loaded')} message={null} action={{ label: t('Try again'), onClick: () => void messages.refetch() }} />}
      {messages.isSuccess && mine.length === 0 && (
        <Alert color="teal" title={t('Nothing left to check')}>
          {t('Every line of the quote is in the specbook.')}
        </Alert>
      )}
      {IMPORT_MESSAGE_KINDS.map((kind) => {
        const group = ofKind(mine, kind);
        if (group.length === 0) return null;
        return (
          <Stack gap="xs" key={kind} data-testid={`aipq-messages-${kind}`}>
            <Title order={3} fz="md">
              {t(MESSAGE_KIND_LABELS[kind])} <Text span c="dimmed">({group.length})</Text>
            </Title>
            {group.map((m) => (
              <MessageCard key={m.id} specbookId={specbookId} message={m} busy={markRead.isPending} onMarkRead={onMarkRead} />
            ))}
          </Stack>
        );
      })}
      <StepActions>
        <Button component={Link} to={manageSpecbookPath(specbookId)}>
          {t('Open specbook')}
        </Button>
      </StepActions>
    </Stack>
  );
}
