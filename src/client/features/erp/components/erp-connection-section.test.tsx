import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ErpConnectionSection } from './erp-connection-section';

const PATH = '/api/v4/user/7/account/erp';
const EMPTY = { baseUrl: null, hasKey: false, lastTest: null };
const SAVED = { baseUrl: 'https://erp.example.com', hasKey: true, lastTest: null };

afterEach(resetStubs);

describe('ErpConnectionSection', () => {
  it('checks the URL with the shared schema’s message before saving', async () => {
    const stub = stubFetch([on('GET', PATH, 200, { data: EMPTY })]);
    renderWithProviders(<ErpConnectionSection userId={7} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'ERP connection' });
    await user.type(within(form).getByRole('textbox', { name: 'Gateway URL' }), 'erp.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.baseUrlInvalid)).toBeInTheDocument();
    expect(stub.sent().some((r) => r.method === 'PUT')).toBe(false);
    expect(within(form).getByRole('button', { name: 'Test connection' })).toBeDisabled();
  });

  it('saves the URL and key, then shows "Key saved" and never the key; the test shows its result', async () => {
    const stub = stubFetch([
      on('GET', PATH, 200, { data: EMPTY }),
      on('PUT', PATH, 200, { data: SAVED }),
      on('POST', `${PATH}/test`, 200, { data: { ok: false, message: M.unauthorized } }),
    ]);
    renderWithProviders(<ErpConnectionSection userId={7} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'ERP connection' });
    await user.type(within(form).getByRole('textbox', { name: 'Gateway URL' }), 'https://erp.example.com');
    await user.type(within(form).getByLabelText('API key'), 'secret-key');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.connectionSaved)).toBeInTheDocument();
    expect(stub.sent().find((r) => r.method === 'PUT')?.body).toEqual({ erpConnection: { baseUrl: 'https://erp.example.com', apiKey: 'secret-key' } });
    expect(within(form).getByText('Key saved')).toBeInTheDocument();
    expect(within(form).getByLabelText('API key')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByText(M.unauthorized)).toBeInTheDocument();
  });

  it('shows the server’s message when the address is refused', async () => {
    stubFetch([on('GET', PATH, 200, { data: EMPTY }), on('PUT', PATH, 422, { message: M.baseUrlRefused })]);
    renderWithProviders(<ErpConnectionSection userId={7} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'ERP connection' });
    await user.type(within(form).getByRole('textbox', { name: 'Gateway URL' }), 'http://169.254.169.254');
    await user.type(within(form).getByLabelText('API key'), 'k');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.baseUrlRefused)).toBeInTheDocument();
  });
});
