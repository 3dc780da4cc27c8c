import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_MESSAGES as M } from '#shared/lib/specbook-csv';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { ImportCsvModal } from './import-csv-modal';

const BASE = '/api/v4/user/7/specbook/3/csv/import';
const LOCATION = `${BASE}/41`;

function importAnswer(over: Partial<TSpecbookImport>): TSpecbookImport {
  return {
    id: 41,
    importId: 41,
    specbookId: 3,
    kind: 'csv',
    status: 'queued',
    complete: false,
    message: null,
    fileName: 'a.csv',
    separator: 'comma',
    counts: { rows: 0, imported: 0, unmatched: 0, skipped: 0, roomsCreated: 0 },
    unmatched: [],
    skipped: [],
    warnings: [],
    createdAt: '2026-11-25T10:00:00.000Z',
    finishedAt: null,
    ...over,
  };
}

const DONE = importAnswer({
  status: 'complete',
  complete: true,
  message: 'Imported 2 of 3 rows. 1 did not match a catalogue spec.',
  counts: { rows: 3, imported: 2, unmatched: 1, skipped: 0, roomsCreated: 1 },
  unmatched: [{ line: 4, manufacturer: 'Aquaterra', modelNumber: 'NOPE-1' }],
});

function setup(handlers: THandler[]) {
  const fetched = stubFetch(handlers);
  const onImported = vi.fn();
  renderWithProviders(<ImportCsvModal userId={7} specbookId={3} opened onClose={vi.fn()} onImported={onImported} />);
  return { user: userEvent.setup(), onImported, fetched };
}

async function chooseAndImport(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId('csv-file-input'), new File(['Manufacturer,Model Number\n'], 'a.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

afterEach(resetStubs);

describe('ImportCsvModal', () => {
  it('uploads the file with its separator, polls the Location and shows the summary and the unmatched lines', async () => {
    let polls = 0;
    const { user, onImported } = setup([
      (url, init) =>
        init.method === 'POST' && url.pathname === BASE
          ? new Response(JSON.stringify({ data: importAnswer({}) }), { status: 202, headers: { 'content-type': 'application/json', location: LOCATION } })
          : undefined,
      (url) => (url.pathname === LOCATION ? jsonResponse(200, { data: (polls += 1) > 1 ? DONE : importAnswer({ status: 'processing' }) }) : undefined),
    ]);
    await chooseAndImport(user);
    expect(await screen.findByTestId('csv-import-summary', {}, { timeout: 5000 })).toHaveTextContent(DONE.message!);
    const table = screen.getByTestId('csv-unmatched');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('4AquaterraNOPE-1');
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Unable to import file' with the server's reason when the file is refused", async () => {
    const { user, onImported } = setup([
      (url, init) =>
        init.method === 'POST' && url.pathname === BASE
          ? jsonResponse(400, { message: M.unableToImport, errors: [{ field: 'file', message: M.noHeader }] })
          : undefined,
    ]);
    await chooseAndImport(user);
    // The inline alert (title and reason) and the toast.
    await waitFor(() => expect(screen.getAllByRole('alert').find((a) => a.textContent?.includes(M.noHeader))).toHaveTextContent(M.unableToImport));
    await waitFor(() => expect(screen.getAllByText(M.unableToImport).length).toBeGreaterThan(1));
    expect(onImported).not.toHaveBeenCalled();
  });
});
