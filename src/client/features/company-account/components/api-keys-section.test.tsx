import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES as M } from '#shared/lib/api-keys';
import { makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ApiKeysSection } from './api-keys-section';

afterEach(resetStubs);

const NEW_KEY = 'sf_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

describe('ApiKeysSection', () => {
  it('generates a missing key without asking, shows it once in full, then only masked', async () => {
    const api = stubFetch([on('POST', '/api/v4/user/me/api-keys/api', 200, { data: { kind: 'api', field: 'apiKey', key: NEW_KEY, masked: 'sf_live_••••abcd' } })]);
    const onChanged = vi.fn();
    renderWithProviders(<ApiKeysSection user={makeUser({ specbooksApiKey: 'sf_sb_••••wxyz' })} onChanged={onChanged} />);
    const apiRow = within(await screen.findByRole('group', { name: 'API key' }));
    expect(apiRow.getByText('Not generated yet')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Specbooks API key' })).getByText('sf_sb_••••wxyz')).toBeInTheDocument();

    await userEvent.click(apiRow.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByLabelText('New key')).toHaveTextContent(NEW_KEY);
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(await screen.findByText(M.generated)).toBeInTheDocument();
    expect(apiRow.getByText('sf_live_••••abcd')).toBeInTheDocument();
    expect(apiRow.getByRole('button', { name: 'Rotate' })).toBeInTheDocument();
    expect(api.sent().map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/v4/user/me/api-keys/api']);
    expect(onChanged).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(NEW_KEY)).not.toBeInTheDocument();
  });

  it('rotates a set key only after the confirmation that the old key stops working', async () => {
    const api = stubFetch([
      on('POST', '/api/v4/user/me/api-keys/specbooks', 200, { data: { kind: 'specbooks', field: 'specbooksApiKey', key: 'sf_sb_new-key-9876', masked: 'sf_sb_••••9876' } }),
    ]);
    renderWithProviders(<ApiKeysSection user={makeUser({ specbooksApiKey: 'sf_sb_••••wxyz' })} />);
    const row = within(await screen.findByRole('group', { name: 'Specbooks API key' }));

    await userEvent.click(row.getByRole('button', { name: 'Rotate' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/The old key stops working at once/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.sent()).toEqual([]);

    await userEvent.click(row.getByRole('button', { name: 'Rotate' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rotate key' }));
    expect(await screen.findByText(M.rotated)).toBeInTheDocument();
    await waitFor(() => expect(row.getByText('sf_sb_••••9876')).toBeInTheDocument());
    expect(screen.getByLabelText('New key')).toHaveTextContent('sf_sb_new-key-9876');
    expect(api.sent().map((s) => s.method)).toEqual(['POST']);
  });

  it('revokes a key after confirming, and shows the server message when a call fails', async () => {
    stubFetch([
      on('DELETE', '/api/v4/user/me/api-keys/specbooksPublic', 200, { data: { kind: 'specbooksPublic', field: 'specbooksPublicApiKey', key: null, masked: null } }),
      on('POST', '/api/v4/user/me/api-keys/api', 500, { message: 'boom', errors: [] }),
    ]);
    renderWithProviders(<ApiKeysSection user={makeUser({ specbooksPublicApiKey: 'sf_pub_••••1234' })} />);
    const row = within(await screen.findByRole('group', { name: 'Specbooks public API key' }));
    await userEvent.click(row.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(M.revoked)).toBeInTheDocument();
    expect(row.getByText('Not generated yet')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('group', { name: 'API key' })).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(M.generateFailed)).toBeInTheDocument();
  });
});
