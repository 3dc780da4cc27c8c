import { Modal } from '@mantine/core';
import { t } from '#client/lib/i18n';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ContentLoader } from './content-loader';

// Parts of a page that appear only after a user's action (dialogs, drawers' contents) load their
// code when they first appear, not with the page (docs/decisions/044, 048). A failed load (a
// deploy replaced the chunk) throws to the route's error element, as a lazy route does.

/** What every lazily loaded dialog takes: whether it is open, and how it asks to close. */
export type TDialogProps = { opened: boolean; onClose: () => void };

/** The dialog shown while a lazily loaded dialog's code arrives: an empty frame with a loader. */
function LoadingDialog({ opened, onClose }: TDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} size="sm" withCloseButton={false} aria-label={t('Loading')}>
      <ContentLoader />
    </Modal>
  );
}

/**
 * A dialog (a component rendering its own Mantine `Modal` from `opened`) whose code loads when it
 * first opens. Before that it renders nothing; while the code arrives a plain dialog with a loader
 * stands in; from then on the real dialog stays mounted, so it closes with its transition and
 * opens at once the next time.
 */
export function lazyDialog<P extends TDialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={<LoadingDialog opened={props.opened} onClose={props.onClose} />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

/**
 * A panel (the content of a drawer or dialog that mounts it only while open) whose code loads
 * when it is first rendered, with a small loader in its place until then.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Panel = lazy(async () => ({ default: await load() }));
  function LazyPanel(props: P) {
    return (
      <Suspense fallback={<ContentLoader />}>
        <Panel {...props} />
      </Suspense>
    );
  }
  return LazyPanel;
}
