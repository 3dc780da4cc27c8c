import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { BidImport } from './bid-import';

const U = '/api/v4/user/7';
const job = (status: string, result: unknown = null, message: string | null = null) => ({
  id: 5,
  kind: 'bid',
  status,
  result,
  message,
  createdAt: '2026-11-26T10:00:00Z',
  updatedAt: '2026-11-26T10:00:01Z',
});
const onImported = vi.fn();

function renderImport(finished: ReturnType<typeof job>) {
  const stub = stubFetch([on('POST', `${U}/profile/3/erp`, 202, { data: job('queued') }), on('GET', `${U}/erp/jobs/5`, 200, { data: finished })]);
  renderWithProviders(<BidImport userId={7} profileId={3} onImported={onImported} />);
  return { stub, user: userEvent.setup() };
}

/** Opens the dialog and imports `opportunityId`. */
async function importBid(user: ReturnType<typeof userEvent.setup>, opportunityId: string) {
  await user.click(screen.getByRole('button', { name: 'Import bid from ERP' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import bid from ERP' });
  if (opportunityId) await user.type(within(dialog).getByRole('textbox', { name: 'Opportunity id' }), opportunityId);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return dialog;
}

afterEach(() => {
  resetStubs();
  onImported.mockReset();
});

describe('BidImport', () => {
  it('asks for the opportunity id', async () => {
    const { stub, user } = renderImport(job('succeeded', { specbookId: 90, unmatched: [] }));
    const dialog = await importBid(user, '');
    expect(await within(dialog).findByText(M.opportunityIdRequired)).toBeInTheDocument();
    expect(stub.sent().some((r) => r.method === 'POST')).toBe(false);
  });

  it('opens the new specbook when every line matched', async () => {
    const { stub, user } = renderImport(job('succeeded', { specbookId: 90, unmatched: [] }));
    await importBid(user, 'OP000900');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/90'));
    expect(stub.sent().find((r) => r.method === 'POST')?.body).toEqual({ opportunityId: 'OP000900' });
    expect(onImported).toHaveBeenCalled();
  });

  it('lists the unmatched lines before opening the specbook', async () => {
    const { user } = renderImport(job('succeeded', { specbookId: 90, unmatched: [{ inventoryId: 'LEGACY-4471', quantity: 4, description: 'Old valve' }] }));
    await importBid(user, 'OP000900');
    const unmatched = await screen.findByTestId('erp-bid-unmatched');
    expect(unmatched).toHaveTextContent('LEGACY-4471');
    expect(unmatched).toHaveTextContent('Old valve');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.click(within(unmatched).getByRole('button', { name: 'Open the specbook' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/90');
  });

  it('shows the job’s failure message', async () => {
    const { user } = renderImport(job('failed', null, M.opportunityNotFound));
    const dialog = await importBid(user, 'OP404');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.opportunityNotFound);
  });
});
