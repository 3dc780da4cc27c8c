import { Badge, UnstyledButton } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { tPlural } from '#client/lib/i18n';
import { useManage } from './manage-context';

/** "1 comment" / "3 comments". */
export function commentsLabel(count: number): string {
  return tPlural(count, '{count} comment', '{count} comments');
}

/** The number of comments on a spec, for its 'Comments' menu entry. */
export function CommentCount({ count }: { count: number }) {
  return (
    <Badge size="xs" variant="light" aria-label={commentsLabel(count)}>
      {count}
    </Badge>
  );
}

/**
 * The comment count of a spec card or row (decision 038): shown once the spec has comments (a
 * client's included); it opens the spec's comments when the page has a comments panel.
 */
export function SpecCommentBadge({ spec }: { spec: TSpecSpecbook }) {
  const { openSpecComments } = useManage();
  if (spec.commentCount === 0) return null;
  const label = tPlural(spec.commentCount, '{count} comment on {spec}', '{count} comments on {spec}', { spec: spec.name });
  const badge = (
    <Badge size="sm" variant="light" color="blue" leftSection={<IconMessage size={12} aria-hidden />} aria-label={openSpecComments ? undefined : label} style={{ cursor: openSpecComments ? 'pointer' : undefined, flexShrink: 0 }}>
      {spec.commentCount}
    </Badge>
  );
  if (!openSpecComments) return badge;
  return (
    <UnstyledButton onClick={() => openSpecComments(spec)} aria-label={label} title={label} style={{ display: 'inline-flex', flexShrink: 0 }}>
      {badge}
    </UnstyledButton>
  );
}
