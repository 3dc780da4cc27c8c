import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_PDF_DEFAULTS, QUOTE_PDF_FLAG_LABELS, QUOTE_PDF_FLAGS } from '#shared/lib/quote-documents-messages';
import { renderWithProviders, jsonResponse } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { QuotePdfModal } from './quote-pdf-modal';

const saveFile = vi.hoisted(() => vi.fn());
vi.mock('#client/lib/save-file', () => ({ saveFile }));

const PATH = '/api/v4/user/7/specbook/42/pdf/quote';

function setup(status = 200) {
  const onClose = vi.fn();
  const fetched = stubFetch([
    (url, init) =>
      url.pathname === PATH && init.method === 'POST'
        ? status === 200
          ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
          : jsonResponse(status, { message: 'boom' })
        : undefined,
  ]);
  renderWithProviders(<QuotePdfModal userId={7} specbookId={42} specbookName="Harper Residence" opened onClose={onClose} />);
  return { user: userEvent.setup(), onClose, fetched };
}

afterEach(() => {
  resetStubs();
  saveFile.mockReset();
});

describe('QuotePdfModal', () => {
  it('shows the twelve options as labelled switches with the defaults', () => {
    setup();
    for (const flag of QUOTE_PDF_FLAGS) {
      const toggle = screen.getByRole('switch', { name: QUOTE_PDF_FLAG_LABELS[flag] });
      if (QUOTE_PDF_DEFAULTS[flag]) expect(toggle).toBeChecked();
      else expect(toggle).not.toBeChecked();
    }
  });

  it('sends the chosen options and saves "{name} - Quote.pdf"', async () => {
    const { user, onClose, fetched } = setup();
    await user.click(screen.getByRole('switch', { name: 'Tags' }));
    await user.click(screen.getByRole('switch', { name: 'List price' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'Harper Residence - Quote.pdf'));
    expect(fetched.sent()[0]!.body).toEqual({ ...QUOTE_PDF_DEFAULTS, showTags: true, showPrice: false });
    expect(onClose).toHaveBeenCalled();
  });

  it("toasts 'Could not create pdf' when the PDF cannot be made, and stays open", async () => {
    const { user, onClose } = setup(500);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Could not create pdf')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows the PDF job a large specbook answers (202) under the overlay, then saves "{name} - Quote.pdf"', { timeout: 10_000 }, async () => {
    const job = (status: string, url: string | null = null) => ({ data: { id: 9, status, type: 'quote', specbookId: 42, url, fileName: null, createdAt: '', updatedAt: '' } });
    stubFetch([
      on('POST', PATH, 202, job('created')),
      on('GET', '/api/v4/user/7/pdf/9', 200, job('completed', '/api/v4/user/7/pdf/9/file')),
      (url) => (url.pathname === '/api/v4/user/7/pdf/9/file' ? new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }) : undefined),
    ]);
    const onClose = vi.fn();
    renderWithProviders(<QuotePdfModal userId={7} specbookId={42} specbookName="Harper Residence" opened onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Generating PDF')).toBeInTheDocument();
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'Harper Residence - Quote.pdf'), { timeout: 6000 });
    expect(onClose).toHaveBeenCalled();
  });
});
