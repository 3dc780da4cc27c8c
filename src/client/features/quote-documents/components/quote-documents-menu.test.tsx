import { Menu } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROPOSAL_MESSAGES as P } from '#shared/lib/quote-documents-messages';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { useQuoteDocuments, type TQuoteDocumentsSpecbook } from './quote-documents-menu';

const PATH = '/api/v4/user/7/specbook/42/proposal';

function Harness({ specbook, onChanged }: { specbook: TQuoteDocumentsSpecbook; onChanged: () => void }) {
  const docs = useQuoteDocuments({ userId: 7, specbook, onProposalChanged: onChanged });
  return (
    <>
      <Menu opened>
        <Menu.Target>
          <button type="button">Documents</button>
        </Menu.Target>
        <Menu.Dropdown>
          {docs.quoteItem}
          {docs.proposalItems}
        </Menu.Dropdown>
      </Menu>
      {docs.dialogs}
    </>
  );
}

function setup(hasProposal: boolean, handlers: Parameters<typeof stubFetch>[0]) {
  const onChanged = vi.fn();
  const fetched = stubFetch(handlers);
  renderWithProviders(<Harness specbook={{ id: 42, name: 'Harper', hasProposal }} onChanged={onChanged} />);
  return { user: userEvent.setup(), onChanged, fetched };
}

const pdfFile = () => new File(['%PDF-1.7'], 'proposal.pdf', { type: 'application/pdf' });

afterEach(resetStubs);

describe('useQuoteDocuments', () => {
  it('offers Quote PDF and Upload proposal without a proposal; Replace, View and Remove with one', () => {
    setup(false, []);
    expect(screen.getByRole('menuitem', { name: 'Quote PDF' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: P.uploadItem })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: P.removeItem })).not.toBeInTheDocument();
  });

  it('uploads the chosen PDF and tells the page', async () => {
    const bodies: unknown[] = [];
    const answer = on('POST', PATH, 200, { data: { specbookId: 42, fileName: 'proposal.pdf', size: 8, pageCount: 1, uploadedAt: '2026-11-25T00:00:00Z' } });
    const { onChanged } = setup(false, [(url, init) => (bodies.push(init.body), answer(url, init))]);
    fireEvent.change(screen.getByTestId('proposal-file-input'), { target: { files: [pdfFile()] } });
    expect(await screen.findByText(P.uploaded)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    const body = bodies[0] as FormData;
    expect((body.get('proposal') as File).name).toBe('proposal.pdf');
  });

  it("shows 'Unable to import proposal file' with the server's reason when the upload is refused", async () => {
    const { onChanged } = setup(false, [on('POST', PATH, 400, { message: P.importFailed, errors: [{ field: 'proposal', message: P.notPdf }] })]);
    fireEvent.change(screen.getByTestId('proposal-file-input'), { target: { files: [pdfFile()] } });
    expect(await screen.findByText(P.importFailed)).toBeInTheDocument();
    expect(screen.getByText(P.notPdf)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('removes the proposal after confirmation', async () => {
    const { user, onChanged, fetched } = setup(true, [on('DELETE', PATH, 204, null)]);
    expect(screen.getByRole('menuitem', { name: P.replaceItem })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: P.removeItem }));
    const dialog = await screen.findByRole('dialog', { name: P.removeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: P.removeItem }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(fetched.sent().map((r) => r.method)).toEqual(['DELETE']);
  });
});
