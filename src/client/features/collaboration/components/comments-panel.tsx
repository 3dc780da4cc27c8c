import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZCommentCreate, type TComment } from '#shared/schemas/comment';
import { createComment, useComments } from '../api/comments';
import { collabKeys, type TCommentTarget } from '../api/keys';
import { formatCommentDate } from '../lib/format';
import { COLLAB_UI } from '../lib/messages';
import { toastFailure } from '#client/lib/toasts';

/** Props of {@link CommentsPanel}; without `title` the panel shows no heading (its container names it). */
export type TCommentsPanelProps = { userId: number; specbookId: number; target: TCommentTarget; title?: string };

/** Newest first, whatever order the answer came in. */
function newestFirst(comments: readonly TComment[]): TComment[] {
  return [...comments].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** One comment: who, when (MM/DD/YYYY HH:mm:ss) and what. */
function CommentItem({ comment }: { comment: TComment }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`Comment by ${comment.name}`}>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm" title={comment.email}>
          {comment.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} component="time" dateTime={comment.createdAt}>
          {formatCommentDate(comment.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
    </Paper>
  );
}

/** The add-comment form, checked with the shared schema. */
function CommentForm({ onPost }: { onPost: (body: string) => Promise<boolean> }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCommentCreate.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    const posted = await onPost(parsed.data.body);
    setBusy(false);
    if (posted) setBody('');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          required
          autosize
          minRows={2}
          maxRows={8}
          value={body}
          error={error}
          onChange={(e) => {
            setBody(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={busy}>
            Post Comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Comments on the specbook or on one spec in it: the add form, then the list newest first. */
export function CommentsPanel({ userId, specbookId, target, title }: TCommentsPanelProps) {
  const queryClient = useQueryClient();
  const comments = useComments(userId, specbookId, target);
  const key = collabKeys.comments(userId, specbookId, target);

  const post = async (body: string) => {
    try {
      const comment = await createComment(userId, specbookId, target, body);
      queryClient.setQueryData<TComment[]>(key, (old) => [comment, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: key });
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
      <CommentForm onPost={post} />
      {comments.isPending ? (
        <Skeleton h={64} radius="md" aria-label="Loading comments" />
      ) : comments.isError ? (
        <Text size="sm" c="red">
          {COLLAB_UI.commentsFetchFailed}
        </Text>
      ) : comments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COLLAB_UI.noComments}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title ?? 'Comments'}>
          {newestFirst(comments.data).map((c) => (
            <CommentItem key={c.id} comment={c} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
