import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import { makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { UserProfileSection } from './user-profile-section';

afterEach(resetStubs);

const ME = '/api/v4/user/me';

describe('UserProfileSection', () => {
  it('shows the stored fields, refuses an out-of-range latitude on input and sends nothing', async () => {
    const api = stubFetch([]);
    renderWithProviders(<UserProfileSection user={makeUser({ fax: '555-987-6543', latitude: 41.5 })} />);
    const form = within(await screen.findByRole('form', { name: 'Your profile' }));
    expect(form.getByRole('textbox', { name: 'Fax' })).toHaveValue('555-987-6543');
    const latitude = form.getByRole('textbox', { name: 'Latitude' });
    expect(latitude).toHaveValue('41.5');
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '95');
    expect(await form.findByText(M.latitudeInvalid)).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    expect(api.sent()).toEqual([]);
  });

  it('saves the fields in the updateUserRequest envelope, blanks as empty texts, then tells the app', async () => {
    const saved = makeUser({ storeManagerName: 'Morgan Manager', longitude: -87.6 });
    const api = stubFetch([on('PATCH', ME, 200, { data: saved })]);
    const onSaved = vi.fn();
    renderWithProviders(<UserProfileSection user={makeUser()} onSaved={onSaved} />);
    const form = within(await screen.findByRole('form', { name: 'Your profile' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Store manager name' }), 'Morgan Manager');
    await userEvent.type(form.getByRole('textbox', { name: 'Store manager email' }), 'morgan@');
    expect(await form.findByText(M.emailInvalid)).toBeInTheDocument();
    await userEvent.clear(form.getByRole('textbox', { name: 'Store manager email' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Longitude' }), '-87.6');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.sent()[0]!.body).toEqual({
      updateUserRequest: { User: { fax: '', legacyAddress: '', latitude: '', longitude: -87.6, storeManagerName: 'Morgan Manager', storeManagerEmail: '' } },
    });
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });
});
