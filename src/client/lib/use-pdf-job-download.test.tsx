import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDF_JOB_MESSAGES as M } from '#shared/lib/pdf-job-messages';
import { GeneratingPdfOverlay } from '#client/components/ui/generating-pdf-overlay';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { usePdfJobDownload } from './use-pdf-job-download';

const CREATE = '/api/v4/user/7/pdf';
const JOB = '/api/v4/user/7/pdf/41';
const FILE = '/api/v4/user/7/pdf/41/file';

const job = (status: string, url: string | null = null) => ({
  data: { id: 41, status, type: 'purchaseorder', specbookId: 5, url, fileName: url ? 'Bath.pdf' : null, createdAt: '', updatedAt: '' },
});

/** Answers the job's polls in turn (the last one repeats). */
function polls(...answers: object[]): THandler {
  let n = 0;
  return (url, init) => ((init.method ?? 'GET') === 'GET' && url.pathname === JOB ? Response.json(answers[Math.min(n++, answers.length - 1)]) : undefined);
}

function Harness() {
  const { start, job: running } = usePdfJobDownload(10);
  return (
    <>
      <Button onClick={() => void start({ userId: 7, specbookId: 5, type: 'purchaseorder', fileName: 'Bath.pdf', failedMessage: M.purchaseOrderFailed })}>Go</Button>
      {running && <GeneratingPdfOverlay progress={running.progress} step={running.step} />}
    </>
  );
}

function stubDownloads() {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

afterEach(resetStubs);

describe('usePdfJobDownload', () => {
  it('creates the job, shows the overlay while polling, then downloads the file under its name', async () => {
    const api = stubFetch([
      on('POST', CREATE, 201, job('created')),
      polls(job('active'), job('completed', FILE)),
      (url) => (url.pathname === FILE ? new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }) : undefined),
    ]);
    const downloads = stubDownloads();
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Generating PDF');
    await waitFor(() => expect(downloads.saved).toEqual(['Bath.pdf']));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(api.sent()[0]).toMatchObject({ method: 'POST', path: CREATE, body: { createPdfRequest: { Pdf: { type: 'purchaseorder', specbookId: 5 } } } });
    expect(api.sent().filter((s) => s.path === JOB)).toHaveLength(2);
    downloads.restore();
  });

  it("toasts 'Purchase order creation failed' and stops polling when the job fails", async () => {
    const api = stubFetch([on('POST', CREATE, 201, job('created')), polls(job('failed'))]);
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(M.purchaseOrderFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Generating PDF')).not.toBeInTheDocument());
    const pollsSent = api.sent().filter((s) => s.path === JOB).length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api.sent().filter((s) => s.path === JOB)).toHaveLength(pollsSent);
  });

  it('stops loading when the create request answers nothing', async () => {
    const api = stubFetch([on('POST', CREATE, 500, {})]);
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.queryByText('Generating PDF')).not.toBeInTheDocument());
    expect(api.sent().filter((s) => s.path === JOB)).toHaveLength(0);
  });
});

describe('usePdfJobDownload options and follow', () => {
  function FollowHarness() {
    const { start, follow, job: running } = usePdfJobDownload(10);
    return (
      <>
        <Button onClick={() => void start({ userId: 7, specbookId: 5, type: 'specs', options: { type: 'images' }, fileName: 'Bath - Specs.pdf', failedMessage: M.createFailed })}>
          Start
        </Button>
        <Button onClick={() => void follow({ userId: 7, fileName: 'Bath - Specs.pdf', failedMessage: M.createFailed }, 41)}>Follow</Button>
        {running && <GeneratingPdfOverlay progress={running.progress} step={running.step} />}
      </>
    );
  }

  it('sends the options to createPdf', async () => {
    const api = stubFetch([on('POST', CREATE, 201, job('created')), polls(job('failed'))]);
    renderWithProviders(<FollowHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(M.createFailed)).toBeInTheDocument();
    expect(api.sent()[0]).toMatchObject({ body: { createPdfRequest: { Pdf: { type: 'specs', specbookId: 5, options: { type: 'images' } } } } });
  });

  it('follows an existing job without creating one, then saves its file', async () => {
    const api = stubFetch([
      polls(job('active'), job('completed', FILE)),
      (url) => (url.pathname === FILE ? new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }) : undefined),
    ]);
    const downloads = stubDownloads();
    renderWithProviders(<FollowHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(downloads.saved).toEqual(['Bath - Specs.pdf']));
    expect(api.sent().filter((s) => s.method === 'POST')).toHaveLength(0);
    expect(api.sent().filter((s) => s.path === JOB)).toHaveLength(2);
    downloads.restore();
  });
});
