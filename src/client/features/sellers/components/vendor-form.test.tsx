import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { renderWithProviders } from '#client/test/render';
import { resetStubs } from '#client/test/stub-fetch';
import { makeSeller } from '../test/sellers';
import { EMPTY_VENDOR, VendorForm, vendorFieldOf, vendorToValues, type TVendorFormProps } from './vendor-form';

afterEach(resetStubs);

type TSubmit = TVendorFormProps['onSubmit'];

function renderForm(onSubmit = vi.fn<TSubmit>(async () => undefined), initial = EMPTY_VENDOR) {
  renderWithProviders(<VendorForm initial={initial} submitLabel="Create vendor" saving={false} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('VendorForm', () => {
  it('checks the values with the seller schema and shows its messages', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'n'.repeat(121) } });
    await userEvent.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await screen.findByText(M.nameMax)).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();

    const terms = screen.getByRole('textbox', { name: 'Payment terms (days)' });
    fireEvent.change(terms, { target: { value: '400' } });
    fireEvent.blur(terms);
    expect(await screen.findByText(M.paymentTermsInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body of ZSellerCreate: trimmed text, blanks as null, terms in days, the shipping address and policies', async () => {
    const onSubmit = renderForm();
    const fill = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fill(/^Name/, '  Great Lakes Plumbing Supply ');
    fill('Email', 'orders@greatlakes.example');
    await userEvent.type(screen.getByRole('textbox', { name: 'Payment terms (days)' }), '45');
    fill('Address 1', '233 S Wacker Dr');
    fill('City', 'Chicago');
    fill('Zip Code', '60606');
    fill('Return policy', '30 days, unopened.');
    await userEvent.click(screen.getByRole('button', { name: 'Create vendor' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: '  Great Lakes Plumbing Supply ',
      title: null,
      email: 'orders@greatlakes.example',
      phone: null,
      paymentTerms: 45,
      policies: { terms: null, return: '30 days, unopened.' },
      address: { shipping: { line1: '233 S Wacker Dr', line2: null, city: 'Chicago', state: null, zipCode: '60606' } },
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    renderForm(vi.fn<TSubmit>(async () => ({ 'address.shipping.zipCode': 'Enter a 5-digit ZIP code', name: 'Taken' })), vendorToValues(makeSeller()));
    await userEvent.click(screen.getByRole('button', { name: 'Create vendor' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(screen.getByText('Taken')).toBeInTheDocument();
  });

  it('maps request paths to form fields', () => {
    expect(vendorFieldOf(['address', 'shipping', 'city'])).toBe('city');
    expect(vendorFieldOf('policies.terms')).toBe('termsAndConditions');
    expect(vendorFieldOf('policies.return')).toBe('returnPolicy');
    expect(vendorFieldOf('company')).toBe('name');
    expect(vendorFieldOf('terms')).toBe('paymentTerms');
    expect(vendorFieldOf(['email'])).toBe('email');
  });
});
