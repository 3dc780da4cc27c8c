import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TImportMessage } from '#shared/schemas/aipq';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch } from '#client/test/stub-fetch';
import { makeMessage, U } from '../test/fixtures';
import { MessagesStep } from './messages-step';

const MESSAGES = `${U}/specbook/3/imports/messages`;
const CANDIDATES = [
  { specId: 70, modelNumber: 'AQ-1B', manufacturerName: 'Aquaterra', name: 'Faucet brushed', score: 0.8 },
  { specId: 71, modelNumber: 'AQ-1C', manufacturerName: 'Aquaterra', name: 'Faucet chrome', score: 0.7 },
];

/** The messages endpoint over a list that DELETE shrinks. */
function serve(initial: TImportMessage[]) {
  let list = [...initial];
  return stubFetch([
    (url, init) => {
      if (url.pathname === MESSAGES && (init.method ?? 'GET') === 'GET') return jsonResponse(200, { data: list });
      const id = Number(url.pathname.split('/').pop());
      if (init.method === 'DELETE' && url.pathname === `${MESSAGES}/${id}`) {
        list = list.filter((m) => m.id !== id);
        return jsonResponse(204, null);
      }
      return undefined;
    },
  ]);
}

const onSpecChanged = vi.fn();

afterEach(() => {
  resetStubs();
  onSpecChanged.mockReset();
});

describe('MessagesStep', () => {
  it('groups this import’s messages by kind and links a missing product to the spec it created', async () => {
    serve([
      makeMessage(1, 'missing_product', 'ZZ-9', { specSpecbookId: 88, spec: { id: 900 } }),
      makeMessage(2, 'review', 'AQ-1', { candidates: CANDIDATES }),
      makeMessage(3, 'low_confidence', 'AQ-2'),
      makeMessage(4, 'missing_product', 'OLD-1', { importId: 11 }),
    ]);
    renderWithProviders(<MessagesStep userId={7} specbookId={3} importId={12} onSpecChanged={onSpecChanged} />);
    const missing = await screen.findByTestId('aipq-messages-missing_product');
    expect(within(missing).getByRole('heading')).toHaveTextContent('Missing products (1)');
    expect(within(missing).getByText('ZZ-9 needs a look')).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'Open the spec' })).toHaveAttribute('href', '/v4/specbooks/manage/3/spec/88');
    expect(within(screen.getByTestId('aipq-messages-review')).getByRole('heading')).toHaveTextContent('Matches to check (1)');
    expect(within(screen.getByTestId('aipq-messages-low_confidence')).getByRole('heading')).toHaveTextContent('Lines to check (1)');
    expect(screen.queryByText('OLD-1 needs a look')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open specbook' })).toHaveAttribute('href', '/v4/specbooks/manage/3');
    expect(onSpecChanged).not.toHaveBeenCalled();
  });

  it('confirms a review candidate with its spec id, and marks a message read without one', async () => {
    const fetched = serve([makeMessage(2, 'review', 'AQ-1', { candidates: CANDIDATES }), makeMessage(3, 'low_confidence', 'AQ-2')]);
    renderWithProviders(<MessagesStep userId={7} specbookId={3} importId={12} onSpecChanged={onSpecChanged} />);
    const user = userEvent.setup();
    const review = await screen.findByTestId('aipq-messages-review');
    expect(within(review).getByRole('button', { name: 'Use this product' })).toBeDisabled();
    await user.click(within(review).getByRole('radio', { name: /AQ-1C/ }));
    await user.click(within(review).getByRole('button', { name: 'Use this product' }));
    expect(await screen.findByText('The line now uses AQ-1C.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('aipq-messages-review')).not.toBeInTheDocument());
    const deletes = () => fetched.sent().filter((s) => s.method === 'DELETE');
    expect(onSpecChanged).toHaveBeenCalledTimes(1);
    expect(deletes()[0]).toMatchObject({ path: `${MESSAGES}/2`, body: { deleteSpecbookImportMessageRequest: { spec: { id: 71 } } } });

    await user.click(within(screen.getByTestId('aipq-messages-low_confidence')).getByRole('button', { name: 'Mark read' }));
    expect(await screen.findByText('Nothing left to check')).toBeInTheDocument();
    expect(onSpecChanged).toHaveBeenCalledTimes(1);
    expect(deletes()[1]).toEqual(expect.objectContaining({ path: `${MESSAGES}/3`, body: { deleteSpecbookImportMessageRequest: {} } }));
  });
});
