import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { makeExtraction, makeTable, NOTES_TABLE, U } from '../test/fixtures';
import { ReviewStep } from './review-step';

const IMPORTS = `${U}/specbook/3/imports`;
const STARTED = { id: 12, importId: 12, kind: 'aipq', status: 'queued', message: null, extraction: { id: 31 }, tables: [], counts: {}, createdAt: '', updatedAt: '' };

function setup(handlers: THandler[] = [], extraction = makeExtraction()) {
  const fetched = stubFetch(handlers);
  const onStarted = vi.fn();
  renderWithProviders(<ReviewStep userId={7} specbookId={3} extraction={extraction} onStarted={onStarted} onBack={vi.fn()} />);
  return { user: userEvent.setup(), onStarted, fetched };
}

const posted = (fetched: ReturnType<typeof stubFetch>) => fetched.sent().filter((s) => s.method === 'POST' && s.path === IMPORTS);

afterEach(resetStubs);

describe('ReviewStep', () => {
  it('shows the first table with its map pre-filled from the roles, the 3-column preview and the low-confidence line', () => {
    setup();
    expect(screen.getByRole('tab', { name: 'Quote t1 (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('Item');
    expect(screen.getByRole('combobox', { name: 'Category (room)' })).toHaveValue('Room');
    expect(screen.getByRole('combobox', { name: 'Manufacturer' })).toHaveValue('Brand');
    const preview = screen.getByTestId('aipq-preview');
    expect(within(preview).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Room', 'Item', 'Description']);
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('KitchenAQ-1Faucet');
    const rows = within(screen.getByTestId('aipq-table')).getAllByRole('row');
    expect(rows[1]).not.toHaveAttribute('data-low-confidence');
    expect(rows[2]).toHaveAttribute('data-low-confidence', 'true');
    expect(rows[2]).toHaveTextContent('50%qty × unit ≠ amount');
    expect(screen.getByTestId('aipq-mapped-count')).toHaveTextContent('1 of 2 tables will be imported');
  });

  it('imports only the tables with a mapped model, and the second once its model is mapped', async () => {
    const { user, fetched, onStarted } = setup([(url, init) => (init.method === 'POST' && url.pathname === IMPORTS ? new Response(JSON.stringify({ data: STARTED }), { status: 202, headers: { Location: `${IMPORTS}/12` } }) : undefined)]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith({ started: STARTED, location: `${IMPORTS}/12` }));
    expect(posted(fetched)[0]?.body).toEqual({ createImportRequest: { extraction: { id: 31 }, tables: [{ table: { id: 't1' }, map: { model: 1, category: 0, manufacturer: 3 } }] } });

    await user.click(screen.getByRole('tab', { name: 'Quote t2 (1)' }));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    await user.click(screen.getByRole('option', { name: 'Code' }));
    expect(screen.getByTestId('aipq-mapped-count')).toHaveTextContent('2 of 2 tables will be imported');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(posted(fetched)).toHaveLength(2));
    expect(posted(fetched)[1]?.body).toEqual({
      createImportRequest: {
        extraction: { id: 31 },
        tables: [
          { table: { id: 't1' }, map: { model: 1, category: 0, manufacturer: 3 } },
          { table: { id: 't2' }, map: { model: 0, category: null, manufacturer: null } },
        ],
      },
    });
  });

  it('cannot import while no table has a model, and shows the server’s refusal', async () => {
    const { user, fetched } = setup([on('POST', IMPORTS, 400, { message: 'Bad', errors: [{ field: 'tables', message: 'A mapped column is not in the table.' }] })], makeExtraction([NOTES_TABLE]));
    expect(screen.getByTestId('aipq-mapped-count')).toHaveTextContent('0 of 1 table will be imported');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Model' }));
    await user.click(screen.getByRole('option', { name: 'Code' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('A mapped column is not in the table.')).toBeInTheDocument();
    expect(screen.getByText('Unable to import file')).toBeInTheDocument();
    expect(posted(fetched)).toHaveLength(1);
  });

  it('pages a long table and offers a select when there are many tables', async () => {
    const long = makeTable('big', ['Item'], Array.from({ length: 30 }, (_, i) => [`M-${i + 1}`]), { model: 0 });
    const many = [long, ...['b', 'c', 'd', 'e'].map((id) => makeTable(id, ['Item'], [['X']]))];
    const { user } = setup([], makeExtraction(many));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Table' })).toHaveValue('Quote big (30)');
    const table = screen.getByTestId('aipq-table');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(within(screen.getByTestId('aipq-table')).getAllByRole('row').map((r) => r.textContent)).toContain('M-3095%');
  });
});
