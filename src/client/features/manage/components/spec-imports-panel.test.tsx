import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC_IMPORT_MESSAGES as M } from '#shared/lib/spec-import-messages';
import type { TSpecImport } from '#shared/schemas/spec-import';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ManageProvider, type TManageContext } from './manage-context';
import { SpecImportsPanel } from './spec-imports-panel';

const context: TManageContext = {
  userId: 7,
  specbookId: 1,
  statuses: [],
  rooms: [],
  view: 'card',
  dragEnabled: false,
  hasSpecbooksPlus: false,
  advancedPricingLocked: false,
  openAssign: () => undefined,
};

const entry = (over: Partial<TSpecImport>): TSpecImport => ({
  id: 3,
  importId: 3,
  kind: 'csv',
  action: 'created',
  status: 'complete',
  fileName: 'selections.csv',
  createdAt: '2026-03-05T10:00:00.000Z',
  finishedAt: '2026-03-05T10:00:02.000Z',
  user: { id: 7, name: 'Maya Thompson' },
  specbook: { id: 1, name: 'Johnson Master Bath' },
  joinIDs: [11],
  ...over,
});

function renderPanel(status: number, data: TSpecImport[] = []) {
  stubFetch([(url) => (url.pathname === '/api/v4/user/7/specs/500/imports' ? jsonResponse(status, status === 200 ? { data } : { message: 'no' }) : undefined)]);
  renderWithProviders(
    <ManageProvider value={context}>
      <SpecImportsPanel specId={500} />
    </ManageProvider>,
  );
}

afterEach(resetStubs);

describe('SpecImportsPanel', () => {
  it('lists the imports newest first: kind, what it did, this specbook or a link to the other, who and the file', async () => {
    renderPanel(200, [entry({ id: 9, importId: 9, kind: 'aipq', action: 'updated', specbook: { id: 4, name: 'Harper Residence' }, fileName: 'quote.pdf' }), entry({})]);
    const list = await screen.findByRole('list', { name: 'Imports of this spec' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('AI quote');
    expect(newest).toHaveTextContent('Updated');
    expect(within(newest!).getByRole('link', { name: 'Harper Residence' })).toHaveAttribute('href', '/v4/specbooks/manage/4');
    expect(newest).toHaveTextContent('File: quote.pdf');
    expect(oldest).toHaveTextContent('CSV');
    expect(oldest).toHaveTextContent('Added');
    expect(oldest).toHaveTextContent('This specbook · Maya Thompson');
    expect(within(oldest!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when no import touched the spec', async () => {
    renderPanel(200, []);
    expect(await screen.findByText(M.none)).toBeInTheDocument();
  });

  it('shows the failure message when the imports cannot be fetched', async () => {
    renderPanel(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.couldNotFetch);
  });
});
