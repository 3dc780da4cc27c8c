import { Modal } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { lazyDialog, lazyPanel, type TDialogProps } from './lazy-ui';

type TRenameProps = TDialogProps & { name: string };

/** The dialog's code. */
function RenameDialog({ opened, onClose, name }: TRenameProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Rename ${name}`}>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </Modal>
  );
}

/** A lazily loaded dialog whose code arrives when `arrive` is called. */
function deferredDialog() {
  let resolve: (dialog: ComponentType<TRenameProps>) => void = () => {};
  const code = new Promise<ComponentType<TRenameProps>>((r) => (resolve = r));
  const load = vi.fn(() => code);
  return { Dialog: lazyDialog(load), load, arrive: () => resolve(RenameDialog) };
}

function Page({ Dialog }: { Dialog: ReturnType<typeof deferredDialog>['Dialog'] }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} name="Kitchen" />
    </>
  );
}

describe('lazyDialog', () => {
  it('loads nothing until the dialog first opens, shows a loader in a dialog meanwhile, then the dialog', async () => {
    const { Dialog, load, arrive } = deferredDialog();
    renderWithProviders(<Page Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Rename Kitchen' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('closes like the dialog itself and opens again at once', async () => {
    const { Dialog, load, arrive } = deferredDialog();
    arrive();
    renderWithProviders(<Page Dialog={Dialog} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Rename Kitchen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyPanel', () => {
  it('shows a loader in its place until its code is in', async () => {
    let resolve: (panel: ComponentType<{ who: string }>) => void = () => {};
    const Panel = lazyPanel(() => new Promise<ComponentType<{ who: string }>>((r) => (resolve = r)));
    renderWithProviders(<Panel who="Harper" />);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    resolve(({ who }) => <p>Team of {who}</p>);
    expect(await screen.findByText('Team of Harper')).toBeInTheDocument();
  });
});
