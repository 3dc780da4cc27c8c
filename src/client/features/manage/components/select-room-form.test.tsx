import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { room as roomOf } from '../test-kit';
import { SelectRoomForm } from './select-room-form';

const room = (id: number | null, name: string) => roomOf(id, name, 0);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup(existing?: Map<number, number>) {
  const onAssigned = vi.fn();
  renderWithProviders(
    <SelectRoomForm
      userId={7}
      specbookId={1}
      spec={{ id: 42, name: 'Widespread Faucet', modelNumber: 'K-1', manufacturerName: 'Kohler' }}
      rooms={[room(1, 'Kitchen'), room(2, 'Bath'), room(null, 'Miscellaneous')]}
      existingQuantities={existing}
      onAssigned={onAssigned}
      onRoomCreated={vi.fn()}
    />,
  );
  return { user: userEvent.setup(), onAssigned };
}

describe('SelectRoomForm', () => {
  it('enables a QTY only while its room is checked and shows the existing quantity or 1 otherwise', async () => {
    const { user } = setup(new Map([[2, 4]]));
    expect(screen.getByText('Type and press enter to create or search')).toBeInTheDocument();
    const kitchenQty = screen.getByRole('textbox', { name: 'QTY for Kitchen' });
    const bathQty = screen.getByRole('textbox', { name: 'QTY for Bath' });
    expect(kitchenQty).toBeDisabled();
    expect(kitchenQty).toHaveValue('1');
    expect(bathQty).toBeDisabled();
    expect(bathQty).toHaveValue('4');
    expect(screen.queryByRole('checkbox', { name: 'Miscellaneous' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Specbook' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    expect(kitchenQty).toBeEnabled();
    expect(bathQty).toBeDisabled();
  });

  it('sends only the checked rooms with their quantities and toasts Spec Assigned.', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: [] }));
    const { user, onAssigned } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Bath' }));
    const bathQty = screen.getByRole('textbox', { name: 'QTY for Bath' });
    await user.clear(bathQty);
    await user.type(bathQty, '3');
    await user.click(screen.getByRole('button', { name: 'Add to Specbook' }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v4/user/7/specbook/1/specs');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      createSpecSpecbookRequest: { SpecSpecbook: [{ spec: { id: 42 }, category: { id: 2 }, quantity: 3 }] },
    });
    expect(await screen.findByText(M.specAssigned)).toBeInTheDocument();
  });

  it("toasts 'Could not add spec to specbook' when the assignment fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'boom' }));
    const { user, onAssigned } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Add to Specbook' }));
    expect(await screen.findByText(M.couldNotAddSpec)).toBeInTheDocument();
    expect(onAssigned).not.toHaveBeenCalled();
  });
});
