import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '#client/lib/save-file';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { SmartLabelsModal } from './smart-labels-modal';

vi.mock('#client/lib/save-file', () => ({ saveFile: vi.fn() }));

const BASE = '/api/v4/user/7/specbook/42';
const spec = (joinID: number, categoryID: number | null, name: string) => ({ joinID, id: joinID, categoryID, name, manufacturerName: 'Kohler', modelNumber: `K-${joinID}` });
const categories = [
  { id: 1, categoryID: 1, name: 'Primary Bath', specCount: 2 },
  { id: 2, categoryID: 2, name: 'Kitchen', specCount: 1 },
  { id: 3, categoryID: 3, name: 'Empty Room', specCount: 0 },
];
const specs = [spec(11, 1, 'Purist Faucet'), spec(12, 1, 'Memoirs Toilet'), spec(21, 2, 'Sensate Faucet')];
const pagination = { currentPage: 1, lastPage: 1, perPage: 100, total: 3, next: null, prev: null };

function pdfAnswer(status = 200): THandler {
  return (url, init) =>
    init.method === 'POST' && url.pathname === `${BASE}/smartlabels`
      ? status === 200
        ? new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : new Response(JSON.stringify({ message: 'Select at least one spec to print labels.', errors: [] }), { status, headers: { 'Content-Type': 'application/json' } })
      : undefined;
}

function setup(printStatus = 200) {
  const stub = stubFetch([on('GET', `${BASE}/categories`, 200, { data: categories }), on('GET', `${BASE}/specs`, 200, { data: specs, _pagination: pagination }), pdfAnswer(printStatus)]);
  const onClose = vi.fn();
  renderWithProviders(<SmartLabelsModal userId={7} specbookId={42} opened onClose={onClose} />);
  return { ...stub, onClose, user: userEvent.setup() };
}
const box = (name: string) => screen.getByRole('checkbox', { name });
const printButton = () => screen.getByRole('button', { name: /^Print/ });

beforeEach(() => vi.mocked(saveFile).mockClear());
afterEach(resetStubs);

describe('SmartLabelsModal', () => {
  it('lists the rooms with specs, each with a checkbox and its specs, nothing selected; Print is disabled', async () => {
    setup();
    expect(await screen.findByRole('checkbox', { name: 'Primary Bath' })).not.toBeChecked();
    expect(box('Kitchen')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Empty Room' })).not.toBeInTheDocument();
    expect(box('Purist Faucet')).not.toBeChecked();
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
    expect(printButton()).toBeDisabled();
  });

  it('Select all checks every room and spec, and prints the select-all payload', async () => {
    const { user, sent, onClose } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    for (const name of ['Primary Bath', 'Kitchen', 'Purist Faucet', 'Memoirs Toilet', 'Sensate Faucet']) expect(box(name)).toBeChecked();
    expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();
    await user.click(printButton());
    expect(await screen.findByText('Smart Labels Generated.')).toBeInTheDocument();
    const post = sent().find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      userId: 7,
      specbookId: 42,
      allSpecbookSpecs: true,
      categories: [
        { categoryId: 1, includeByDefault: true, except: [] },
        { categoryId: 2, includeByDefault: true, except: [] },
      ],
    });
    expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'Labels.pdf');
    expect(onClose).toHaveBeenCalled();
  });

  it('unchecking one spec of a checked room leaves the room partly selected and lists the others', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Primary Bath' }));
    expect(within(screen.getByRole('dialog')).getByText('2 of 2 selected')).toBeInTheDocument();
    await user.click(box('Memoirs Toilet'));
    expect(box('Primary Bath')).not.toBeChecked();
    expect(box('Primary Bath')).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();
    await user.click(box('Sensate Faucet'));
    await user.click(printButton());
    await screen.findByText('Smart Labels Generated.');
    expect(sent().find((r) => r.method === 'POST')?.body).toMatchObject({
      allSpecbookSpecs: false,
      categories: [
        { categoryId: 1, includeByDefault: false, except: [11] },
        { categoryId: 2, includeByDefault: true, except: [] },
      ],
    });
  });

  it("shows 'Generating Smart Labels...' (up to 30000 ms) while printing", async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Kitchen' }));
    await user.click(printButton());
    await screen.findByText('Smart Labels Generated.');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Generating Smart Labels...', autoClose: 30_000 }));
    show.mockRestore();
  });

  it("toasts 'Error: ' and the server's message when printing fails", async () => {
    const { user, onClose } = setup(400);
    await user.click(await screen.findByRole('checkbox', { name: 'Kitchen' }));
    await user.click(printButton());
    expect(await screen.findByText('Error: Select at least one spec to print labels.')).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
