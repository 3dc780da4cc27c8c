import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES as M } from '#shared/lib/support-messages';
import { PREVIOUS_ROUTE_KEY } from '#client/lib/modals';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { DataRequestModal, type TDataRequestModalInner } from './data-request-modal';
import type { TManufacturerFieldProps } from './manufacturer-field';

function FakeManufacturerField({ label, value, onChange, error }: TManufacturerFieldProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange({ id: 3, name: 'Kohler', global: true })}>{`Pick ${label}`}</button>
      <span data-testid="manufacturer">{value ? `${value.name}${value.global ? '' : ' (own)'}` : 'none'}</span>
      {error && <div>{error}</div>}
    </div>
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(jsonResponse(201, { data: { id: 1 } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const seller = { id: 7, name: 'Sam Seller', email: 'seller@specfolio.test', roleNames: ['ROLE_IBOOK'] };
const pro = { id: 8, name: 'Pat Pro', email: 'pro@specfolio.test', roleNames: ['ROLE_PRO'] };

function renderModal(user = seller, innerProps: TDataRequestModalInner = {}) {
  const context = { closeModal: vi.fn() };
  renderWithProviders(
    <DataRequestModal context={context as never} id="data-request" innerProps={innerProps} user={user} ManufacturerField={FakeManufacturerField} />,
  );
  return context;
}

describe('Request Data Fetch modal', () => {
  it('shows the toggles, Price Update only for ROLE_IBOOK, and the turnaround text', () => {
    renderModal(seller);
    for (const label of ['Image', 'UPC', 'Price Update', 'Specification Sheet', 'Installation', 'Warranty']) {
      expect(screen.getByRole('switch', { name: label })).not.toBeChecked();
    }
    expect(screen.getByText(M.dataFetchFooter)).toBeInTheDocument();
    expect(screen.getByText('Request Details')).toBeInTheDocument();
  });

  it('hides Price Update from users without ROLE_IBOOK', () => {
    renderModal(pro);
    expect(screen.queryByRole('switch', { name: 'Price Update' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Warranty' })).toBeInTheDocument();
  });

  it('prefills the manufacturer and model from the spec and the e-mail from the user', () => {
    renderModal(seller, { spec: { modelNumber: 'K-2345-BN', manufacturerID: 3, manufacturerName: 'Kohler' }, modelNumber: 'K-2345-BN', manufacturerID: 3, manufacturerName: 'Kohler' });
    expect(screen.getByTestId('manufacturer')).toHaveTextContent('Kohler');
    expect(screen.getByRole('textbox', { name: /Model #/ })).toHaveValue('K-2345-BN');
    expect(screen.getByRole('textbox', { name: /Your Email:/ })).toHaveValue('seller@specfolio.test');
  });

  it("shows the spec's messages on submit and sends nothing", async () => {
    renderModal(seller);
    const ui = userEvent.setup();
    await ui.clear(screen.getByRole('textbox', { name: /Your Email:/ }));
    await ui.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.manufacturerRequired)).toBeInTheDocument();
    expect(screen.getByText(M.productModelRequired)).toBeInTheDocument();
    expect(screen.getByText(M.contactEmailRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the request, clears the form, closes and reopens the previous modal', async () => {
    sessionStorage.setItem(PREVIOUS_ROUTE_KEY, 'support-request');
    const context = renderModal(seller);
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Pick Select Manufacturer' }));
    await ui.type(screen.getByRole('textbox', { name: /Model #/ }), 'ZX-9');
    await ui.click(screen.getByRole('switch', { name: 'UPC' }));
    await ui.click(screen.getByRole('switch', { name: 'Price Update' }));
    await ui.type(screen.getByRole('textbox', { name: /Notes\/Comments/ }), 'Missing UPC');
    await ui.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(context.closeModal).toHaveBeenCalledWith('data-request'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/v4/user/7/data-request');
    expect(JSON.parse(String(init.body))).toEqual({
      manufacturerID: 3,
      productModel: 'ZX-9',
      contactEmail: 'seller@specfolio.test',
      requestNotes: 'Missing UPC',
      requestDetails: { productImage: false, upc: true, priceUpdate: true, specificationSheet: false, installationSheet: false, warrantySheet: false },
    });
    expect(await screen.findByText(M.dataRequestSent)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Model #/ })).toHaveValue('');
    expect(screen.getByTestId('manufacturer')).toHaveTextContent('none');
    expect(screen.getByRole('switch', { name: 'UPC' })).not.toBeChecked();
    expect(await screen.findByRole('dialog', { name: 'Create New Support Request' })).toBeInTheDocument();
  });

  it("toasts 'Product Data Request Failed' when the server refuses", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Manufacturer not found.' }));
    const context = renderModal(seller, { modelNumber: 'ZX-9', manufacturerID: 3, manufacturerName: 'Kohler' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.dataRequestFailed)).toBeInTheDocument();
    expect(context.closeModal).not.toHaveBeenCalled();
  });
});
