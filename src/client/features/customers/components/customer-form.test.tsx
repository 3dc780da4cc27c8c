import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_MESSAGES as AM, CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { renderWithProviders } from '#client/test/render';
import { resetStubs } from '#client/test/stub-fetch';
import { AddressForm, emptyAddress } from './address-form';
import { CustomerForm, EMPTY_CUSTOMER, type TCustomerFormProps, toCustomerPayload, validateCustomer } from './customer-form';
import { validateInvite } from './invite-modal';

afterEach(resetStubs);

const TYPES = [{ value: 'architect', label: 'Architect' }];
const TERMS = [{ value: '30', label: 'Net 30' }];
const GROUPS = [{ value: '7', label: 'Designer' }];

type TSubmit = TCustomerFormProps['onSubmit'];

function renderForm(onSubmit = vi.fn<TSubmit>(async () => undefined)) {
  renderWithProviders(
    <CustomerForm initial={EMPTY_CUSTOMER} types={TYPES} origins={[]} terms={TERMS} priceGroups={GROUPS} submitLabel="Create customer" saving={false} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

describe('CustomerForm', () => {
  it('requires a name and shows the spec’s messages on input and on blur', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    expect(await screen.findByText('Not Valid')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Company name' }), { target: { value: 'c'.repeat(51) } });
    expect(await screen.findByText('Company name should not exceed 50 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer number' }), { target: { value: 'n'.repeat(51) } });
    expect(await screen.findByText('Customer number should not exceed 50 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Notes' }), { target: { value: 'x'.repeat(401) } });
    expect(await screen.findByText('Notes cannot exceed 400 characters')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '12');
    fireEvent.blur(phone);
    await waitFor(() => expect(screen.getAllByText('Not Valid')).toHaveLength(2));
  });

  it('sends trimmed values, blanks as null and payment terms in days', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ellen Johnson');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '(312) 555-0112');
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name: 'Ellen Johnson', phoneNumber: '(312) 555-0112', paymentTerms: null, type: null });
  });

  it('puts server field errors on their fields', async () => {
    renderForm(vi.fn<TSubmit>(async () => ({ email: 'Not Valid' })));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('Not Valid')).toBeInTheDocument();
  });

  it('validates with the server schema', () => {
    expect(validateCustomer({ ...EMPTY_CUSTOMER, name: 'n'.repeat(101) })).toEqual({ name: M.nameMax });
    expect(validateCustomer({ ...EMPTY_CUSTOMER, name: 'A', paymentTerms: '30' })).toEqual({});
    expect(toCustomerPayload({ ...EMPTY_CUSTOMER, name: 'A', paymentTerms: '30' }).paymentTerms).toBe(30);
  });

  it('sends the chosen price group by id, and none as null', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ellen Johnson');
    const select = screen.getAllByLabelText('Price group').find((el) => el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden')!;
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Designer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ priceGroup: { id: 7 } });
    expect(toCustomerPayload(EMPTY_CUSTOMER).priceGroup).toBeNull();
  });
});

describe('AddressForm', () => {
  it('requires Address 1, then city, zip, state and country with the spec’s messages', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <AddressForm initial={{ ...emptyAddress(1), country: null }} states={[]} countries={[]} saving={false} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(AM.line1Required)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Address 1' }), '1 Main St');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(AM.cityRequired)).toBeInTheDocument();
    expect(screen.getByText('Zip Code is Required')).toBeInTheDocument();
    expect(screen.getByText('State is Required')).toBeInTheDocument();
    expect(screen.getByText('Country is Required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Zip Code' }), '12');
    expect(await screen.findByText(AM.zipMin)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveAttribute('placeholder', 'Billing Address');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('invite rules', () => {
  it('requires every field, with the phone pattern and a valid e-mail', () => {
    expect(validateInvite({ contactName: '', companyName: '', email: '', phone: '' })).toEqual({
      contactName: M.contactNameRequired,
      companyName: M.companyNameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
    });
    expect(validateInvite({ contactName: 'A', companyName: 'B', email: 'x', phone: '1' })).toEqual({ email: 'Not Valid', phone: 'Not Valid' });
  });
});
