import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZCommentBody, type TComment } from '#shared/schemas/comment';
import { createComment, useComments } from '../api/comments';
import { collabKeys, type TCommentTarget } from '../api/keys';
import { formatCommentDate, newestFirst } from '../lib/format';
import { COLLAB_UI } from '../lib/messages';
import { toastFailure } from '#client/lib/toasts';
import { t, useLocale } from '#client/lib/i18n';
import { MessageForm } from './message-form';

/**
 * Props of {@link CommentsPanel}; without `title` the panel shows no heading (its container
 * names it). `onPosted` is told about each comment saved (e.g. to update a comment count).
 */
export type TCommentsPanelProps = { userId: number; specbookId: number; target: TCommentTarget; title?: string; onPosted?: (comment: TComment) => void };

/** One comment: who, when (MM/DD/YYYY HH:mm:ss) and what. */
function CommentItem({ comment }: { comment: TComment }) {
  const locale = useLocale();
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={t('Comment by {name}', { name: comment.name })}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm" title={comment.email}>
          {comment.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} component="time" dateTime={comment.createdAt}>
          {formatCommentDate(comment.createdAt, locale)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
    </Paper>
  );
}

/** Comments on the specbook or on one spec in it: the add form, then the list newest first. */
export function CommentsPanel({ userId, specbookId, target, title, onPosted }: TCommentsPanelProps) {
  const queryClient = useQueryClient();
  const comments = useComments(userId, specbookId, target);
  const key = collabKeys.comments(userId, specbookId, target);

  const post = async (body: string) => {
    try {
      const comment = await createComment(userId, specbookId, target, body);
      queryClient.setQueryData<TComment[]>(key, (old) => [comment, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: key });
      onPosted?.(comment);
      return true;
    } catch (err) {
      toastFailure(err, COLLAB_UI.commentAddFailed);
      return false;
    }
  };

  return (
    <Stack gap="sm">
      {title && (
        <Title order={2} fz="md">
          {title}
        </Title>
      )}
      <MessageForm label={t('Add a comment')} submitLabel={t('Post Comment')} schema={ZCommentBody} onPost={post} />
      {comments.isPending ? (
        <Skeleton h={64} radius="md" aria-label={t('Loading comments')} />
      ) : comments.isError ? (
        <Text size="sm" c="red">
          {t(COLLAB_UI.commentsFetchFailed)}
        </Text>
      ) : comments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(COLLAB_UI.noComments)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title ?? t('Comments')}>
          {newestFirst(comments.data).map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
