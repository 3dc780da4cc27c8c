import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESPECBOOK_PDF as PDF } from '#shared/lib/especbook-messages';
import { PDF_JOB_MESSAGES as M, PDF_JOB_POLL_INTERVAL_MS } from '#shared/lib/pdf-job-messages';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { SpecsPdfDownload } from './specs-pdf-download';

const SPECS = '/api/v4/user/7/specbook/5/pdf/specs';
const JOB = '/api/v4/user/7/pdf/41';
const FILE = '/api/v4/user/7/pdf/41/file';
const FULL_DISPLAY = { specifications: true, listPrice: true, salePrice: true, modelNumber: true };

const job = (status: string, url: string | null = null) => ({
  data: { id: 41, status, type: 'specs', specbookId: 5, url, fileName: url ? 'Tower - Specs.pdf' : null, createdAt: '', updatedAt: '' },
});
const pdfResponse = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });

/** Answers the job's polls in turn (the last one repeats) and records when each came. */
function polls(times: number[], ...answers: object[]): THandler {
  return (url, init) => {
    if ((init.method ?? 'GET') !== 'GET' || url.pathname !== JOB) return undefined;
    times.push(Date.now());
    return Response.json(answers[Math.min(times.length - 1, answers.length - 1)]);
  };
}

function setup() {
  const onClose = vi.fn();
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderWithProviders(
    <SpecsPdfDownload userId={7} specbookId={5} specbookName="Tower" request={{}} onClose={onClose} display={FULL_DISPLAY} canUsePdfModal />,
  );
  return { onClose, saved, user: userEvent.setup() };
}

afterEach(() => {
  resetStubs();
  vi.restoreAllMocks();
});

describe('SpecsPdfDownload', () => {
  it('saves the PDF answered directly as "{name} - Specs.pdf"', async () => {
    stubFetch([(url, init) => (init.method === 'POST' && url.pathname === SPECS ? pdfResponse() : undefined)]);
    const { user, saved, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['Tower - Specs.pdf']));
    expect(onClose).toHaveBeenCalled();
  });

  it('follows the job a large specbook answers: polls every 3000 ms with the overlay, then saves the file', { timeout: 15_000 }, async () => {
    const times: number[] = [];
    const api = stubFetch([
      on('POST', SPECS, 202, job('created')),
      polls(times, job('active'), job('completed', FILE)),
      (url) => (url.pathname === FILE ? pdfResponse() : undefined),
    ]);
    const { user, saved, onClose } = setup();
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PDF.generating);
    expect(await screen.findByText(M.progress.active, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['Tower - Specs.pdf']), { timeout: 8000 });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(times).toHaveLength(2);
    expect(times[0]! - clicked).toBeGreaterThanOrEqual(PDF_JOB_POLL_INTERVAL_MS - 50);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(PDF_JOB_POLL_INTERVAL_MS - 50);
    expect(api.sent().filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([SPECS]);
  });

  it("toasts 'Could not create pdf' when the job fails, and keeps the modal open", { timeout: 10_000 }, async () => {
    stubFetch([on('POST', SPECS, 202, job('created')), polls([], job('failed'))]);
    const { user, saved, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(PDF.createFailed, {}, { timeout: 6000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(saved).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("toasts 'Could not create pdf' when the request fails", async () => {
    stubFetch([on('POST', SPECS, 500, { message: 'boom' })]);
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(PDF.createFailed)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
