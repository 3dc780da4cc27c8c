import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ComponentType } from 'react';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { t } from '#client/lib/i18n';
import { useSpecCache } from '../api/specs';

/** Props of the comments UI of one spec, which the app hands to the manage page. */
export type TSpecCommentsProps = { userId: number; specbookId: number; joinId: number; onPosted: () => void };

/** The comments UI of one spec (the collaboration feature's, composed in src/client/app). */
export type TSpecComments = ComponentType<TSpecCommentsProps>;

/** Props of {@link SpecCommentsDrawer}. */
export type TSpecCommentsDrawerProps = {
  userId: number;
  specbookId: number;
  /** The spec whose comments are open; null = closed. */
  spec: TSpecSpecbook | null;
  onClose: () => void;
  SpecComments: TSpecComments;
};

/**
 * A drawer with the comments of one spec, opened from its row menu. Each comment posted adds
 * one to the spec's cached comment count, so the menu's count is right without a reload.
 */
export function SpecCommentsDrawer({ userId, specbookId, spec, onClose, SpecComments }: TSpecCommentsDrawerProps) {
  const cache = useSpecCache(userId, specbookId);
  const narrow = useMediaQuery('(max-width: 48em)');
  const onPosted = (joinId: number) => cache.write(joinId, (s) => ({ ...s, commentCount: s.commentCount + 1 }));
  return (
    <Drawer opened={spec !== null} onClose={onClose} position="right" size={narrow ? '100%' : 480} title={spec ? t('Comments on {spec}', { spec: spec.name }) : ''}>
      {spec && <SpecComments userId={userId} specbookId={specbookId} joinId={spec.joinID} onPosted={() => onPosted(spec.joinID)} />}
    </Drawer>
  );
}
