import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAccountSettings } from '#shared/lib/account-settings';
import { ADVANCED_ACCESS_MESSAGES as AA } from '#shared/lib/advanced-access-messages';
import { COMPANY_MESSAGES as M, SOCIAL_NETWORKS } from '#shared/lib/company-messages';
import type { TCompanyAccount } from '#shared/schemas/company-account';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { AccountPage } from './account-page';

const BASE = '/api/v4/user/7/account';
const FLAGS = ['useAccountSettingsPage'];

function makeCompany(overrides: Partial<TCompanyAccount> = {}): TCompanyAccount {
  const socialMedia = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n.key, { name: n.name, url: null, logo: n.key }])) as TCompanyAccount['extra']['socialMedia'];
  return {
    id: 3,
    name: 'Lakeside Bath & Kitchen',
    companyName: 'Lakeside Bath & Kitchen',
    type: 'Showroom/Retail',
    email: 'hello@lakesidebath.example',
    phone: '(312) 555-0187',
    phoneNumber: '(312) 555-0187',
    fax: null,
    faxNumber: null,
    website: 'https://lakesidebath.example',
    logo: null,
    logoURL: null,
    address: null,
    resaleCertificate: null,
    extra: { resaleCertificate: null, socialMedia },
    manager: { id: 1, kind: 'manager', name: 'Maya Thompson', email: 'maya@lakesidebath.example', phone: null, updatedAt: '2026-01-01T00:00:00.000Z' },
    accounting: null,
    purchasing: null,
    policies: [
      { type: 'terms_and_conditions', kind: 'terms', text: 'Quotes are valid for 30 days.', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
      { type: 'returns_policy', kind: 'return', text: null, createdAt: null, updatedAt: null },
    ],
    termsAndConditions: 'Quotes are valid for 30 days.',
    returnPolicy: null,
    hasTermsAndConditions: true,
    hasReturnPolicy: false,
    defaultTaxPercentage: 0,
    defaultPaymentTerms: 0,
    quoteValidityDays: 30,
    defaults: { taxPercentage: 0, paymentTerms: 0, quoteValidityDays: 30 },
    settings: resolveAccountSettings({ 'management.collapse_all': 'false' }),
    hasAccessCode: false,
    hasAnySocialMedia: false,
    ...overrides,
  };
}

afterEach(resetStubs);

const section = (name: string) => screen.findByRole('region', { name });

describe('AccountPage', () => {
  it('saves the company record with the updateAccountRequest envelope and checks fields on blur', async () => {
    const company = makeCompany();
    const api = stubFetch([on('GET', BASE, 200, { data: company }), on('PATCH', BASE, 200, { data: company })]);
    renderWithProviders(<AccountPage userId={7} features={FLAGS} />);
    const form = within(await section('Company'));
    const name = form.getByRole('textbox', { name: 'Company Name' });
    expect(name).toHaveValue('Lakeside Bath & Kitchen');
    await userEvent.clear(name);
    await userEvent.tab();
    expect(await form.findByText(M.nameRequired)).toBeInTheDocument();
    await userEvent.type(name, 'Lakeside Bath Co.');
    await userEvent.type(form.getByRole('textbox', { name: 'Fax' }), '12');
    expect(await form.findByText('Not Valid')).toBeInTheDocument();
    await userEvent.clear(form.getByRole('textbox', { name: 'Fax' }));
    await userEvent.click(form.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'PATCH')).toBe(true));
    expect(api.sent().find((r) => r.method === 'PATCH')!.body).toEqual({
      updateAccountRequest: {
        Account: {
          name: 'Lakeside Bath Co.',
          type: 'Showroom/Retail',
          email: 'hello@lakesidebath.example',
          phoneNumber: '(312) 555-0187',
          faxNumber: null,
          website: 'https://lakesidebath.example',
          resaleCertificate: null,
        },
      },
    });
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
  });

  it('shows the social-link message and sends the links under extra.socialMedia', async () => {
    const api = stubFetch([on('GET', BASE, 200, { data: makeCompany() }), on('PATCH', BASE, 200, { data: makeCompany() })]);
    renderWithProviders(<AccountPage userId={7} features={FLAGS} />);
    const form = within(await section('Social links'));
    const facebook = form.getByRole('textbox', { name: 'Facebook' });
    await userEvent.type(facebook, 'my page');
    expect(await form.findByText('Facebook profile needs to be a valid web address')).toBeInTheDocument();
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'facebook.com/lakeside');
    await userEvent.click(form.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'PATCH')).toBe(true));
    const body = api.sent().find((r) => r.method === 'PATCH')!.body as { updateAccountRequest: { Account: { extra: { socialMedia: Record<string, string> } } } };
    expect(body.updateAccountRequest.Account.extra.socialMedia).toMatchObject({ facebook: 'facebook.com/lakeside', youtube: '' });
  });

  it('checks a contact with its kind’s messages and replaces it with replaceAccountRequest', async () => {
    const api = stubFetch([
      on('GET', BASE, 200, { data: makeCompany() }),
      on('PUT', `${BASE}/purchasing`, 200, { data: { id: 2, kind: 'purchasing', name: 'Dan', email: 'dan@x.example', phone: null, updatedAt: '' } }),
    ]);
    renderWithProviders(<AccountPage userId={7} features={FLAGS} />);
    const form = within(await screen.findByRole('form', { name: 'Purchasing contact' }));
    await userEvent.click(form.getByRole('button', { name: 'Save purchasing' }));
    expect(await form.findByText(M.purchasingNameRequired)).toBeInTheDocument();
    expect(form.getByText(M.purchasingEmailRequired)).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Dan');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'dan@x');
    expect(await form.findByText(M.purchasingEmailInvalid)).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), '.example');
    await userEvent.click(form.getByRole('button', { name: 'Save purchasing' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'PUT')).toBe(true));
    expect(api.sent().find((r) => r.method === 'PUT')!.body).toEqual({ replaceAccountRequest: { Contact: { name: 'Dan', email: 'dan@x.example', phone: null } } });
  });

  it('sends an emptied policy as null and ignores a 404 when removing one', async () => {
    const api = stubFetch([
      on('GET', BASE, 200, { data: makeCompany() }),
      on('PUT', `${BASE}/policy/terms_and_conditions`, 200, { data: { type: 'terms_and_conditions', kind: 'terms', text: null, createdAt: null, updatedAt: null } }),
      on('DELETE', `${BASE}/policy/terms_and_conditions`, 404, { message: 'Not Found' }),
    ]);
    renderWithProviders(<AccountPage userId={7} features={FLAGS} />);
    const form = within(await screen.findByRole('form', { name: 'Terms and Conditions' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Terms and Conditions' }));
    await userEvent.click(form.getByRole('button', { name: 'Save terms and conditions' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'PUT')).toBe(true));
    expect(api.sent().find((r) => r.method === 'PUT')!.body).toEqual({ updatePolicyRequest: { UserPolicy: { type: 'terms_and_conditions', text: null } } });
    await userEvent.click(form.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(M.policyRemoved)).toBeInTheDocument();
  });

  it('shows each setting’s effective value and saves a change at once', async () => {
    const api = stubFetch([on('GET', BASE, 200, { data: makeCompany() }), on('PATCH', `${BASE}/settings`, 200, { data: [] })]);
    renderWithProviders(<AccountPage userId={7} features={FLAGS} />);
    const settings = within(await section('Account settings'));
    // Set to false: the stored value wins over the default (true).
    expect(settings.getByRole('switch', { name: 'Collapse all rooms' })).not.toBeChecked();
    expect(settings.getByRole('button', { name: 'Reset Collapse all rooms to its default' })).toBeInTheDocument();
    // Not set: the default applies.
    expect(settings.getByRole('switch', { name: 'Show documents' })).toBeChecked();
    await userEvent.click(settings.getByRole('switch', { name: 'Show documents' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'PATCH')).toBe(true));
    expect(api.sent().find((r) => r.method === 'PATCH')!.body).toEqual({ patchAccountSettingsRequest: { Settings: { 'management.show_documents': 'false' } } });
  });

  it('sets, checks and removes the advanced pricing access code, refreshing the user’s access', async () => {
    const api = stubFetch([
      on('GET', BASE, 200, { data: makeCompany({ hasAccessCode: true }) }),
      on('PUT', `${BASE}/access-code`, 200, { data: { hasAccessCode: true } }),
      on('DELETE', `${BASE}/access-code`, 200, { data: { hasAccessCode: false } }),
    ]);
    const onAccessChanged = vi.fn();
    renderWithProviders(<AccountPage userId={7} features={FLAGS} onAccessChanged={onAccessChanged} />);
    const form = within(await screen.findByRole('form', { name: 'Advanced pricing access code' }));
    const code = form.getByLabelText('New access code');
    await userEvent.type(code, 'abc');
    await userEvent.click(form.getByRole('button', { name: 'Change code' }));
    expect(await form.findByText(AA.newCodeLength)).toBeInTheDocument();
    expect(api.sent().some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.type(code, 'D-2026');
    await userEvent.click(form.getByRole('button', { name: 'Change code' }));
    expect(await screen.findByText(AA.codeSaved)).toBeInTheDocument();
    expect(api.sent().find((r) => r.method === 'PUT')!.body).toEqual({ code: 'abcD-2026' });
    await userEvent.click(form.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByText(AA.codeCleared)).toBeInTheDocument();
    expect(api.sent().filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${BASE}/access-code`]);
    expect(onAccessChanged).toHaveBeenCalledTimes(2);
  });

  it('edits how many days quotes are valid (1–365) and saves it with the defaults', async () => {
    const api = stubFetch([on('GET', BASE, 200, { data: makeCompany() }), on('PATCH', BASE, 200, { data: makeCompany({ quoteValidityDays: 45 }) })]);
    renderWithProviders(<AccountPage userId={7} features={FLAGS} />);
    const defaults = within(await section('Defaults'));
    const days = defaults.getByRole('textbox', { name: 'Quotes valid for' });
    expect(days).toHaveValue('30 days');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.tab();
    expect(await defaults.findByText(M.quoteValidity)).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(defaults.getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText(M.defaultsSaved)).toBeInTheDocument();
    expect(api.sent().find((r) => r.method === 'PATCH')!.body).toMatchObject({ updateAccountRequest: { Account: { quoteValidityDays: 45 } } });
  });

  it('refuses a default tax above 100 and is not shown without useAccountSettingsPage', async () => {
    stubFetch([on('GET', BASE, 200, { data: makeCompany() })]);
    const { unmount } = renderWithProviders(<AccountPage userId={7} features={FLAGS} />);
    const defaults = within(await section('Defaults'));
    const tax = defaults.getByRole('textbox', { name: 'Default tax' });
    await userEvent.clear(tax);
    await userEvent.type(tax, '120');
    await userEvent.tab();
    expect(await defaults.findByText(M.taxRange)).toBeInTheDocument();
    unmount();
    renderWithProviders(<AccountPage userId={7} features={[]} />);
    expect(await screen.findByText(M.notEnabled)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Company' })).not.toBeInTheDocument();
  });
});
