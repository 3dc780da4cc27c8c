import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERP_CUSTOMER_MESSAGES as CM, ERP_MESSAGES as M } from '#shared/lib/erp';
import type { TErpJobKind } from '#shared/lib/erp';
import type { TErpJob } from '#shared/schemas/erp';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { erpIdFlags } from './customer-step';
import { ErpWizard } from './erp-wizard';

const U = '/api/v4/user/7';
const BOOK = `${U}/specbook/3/erp`;

/** A job of `kind` as the server answers it. */
function job(id: number, kind: TErpJobKind, status: TErpJob['status'], result: unknown = null, message: string | null = null): TErpJob {
  return { id, kind, status, result, message, createdAt: '2026-11-26T10:00:00Z', updatedAt: '2026-11-26T10:00:01Z' };
}

/** POST `path` starts job `id` (queued); GET jobs/{id} answers it finished. */
function jobRoute(path: string, finished: TErpJob): THandler[] {
  return [on('POST', path, 202, { data: job(finished.id, finished.kind, 'queued') }), on('GET', `${U}/erp/jobs/${finished.id}`, 200, { data: finished })];
}

const DIFFERENCE = { joinId: 41, modelNumber: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet', erpPrice: '311.20', msrp: '389.00', salePrice: '360.00', listPrice: '400.00' };
const MISSING = { joinId: 42, modelNumber: 'CP-4400-BN', name: 'Linear Shower Drain', manufacturerName: 'Cascade' };
const ERP_CUSTOMER = {
  CustomerID: 'C000123',
  CustomerName: 'Oak Street Builders',
  AddressLine1: '120 Harbor Drive',
  AddressLine2: null,
  City: 'Chicago',
  State: 'IL',
  ZipCode: '60601',
  Country: 'US',
  Terms: null,
  PriceClassID: null,
  CustomerClass: null,
  WarehouseID: null,
  ShipVia: null,
  TaxZone: null,
  PrimaryEmail: 'pm@oak.example',
  PrimaryPhone1: '312-555-0147',
  Status: 'Active',
};
const SPECBOOK_CUSTOMER = { specbookId: 3, customerId: 9, customer: null, customerEmail: null, customerFirstName: 'Marcus', customerLastName: 'Hale', customerNumber: 'LBK-1002', customerPhone: null, shippingAddress: null, billingAddress: null, priceGroup: null, tax: null, paymentTerms: null };

const onSpecbookChanged = vi.fn();

function renderWizard(handlers: THandler[], features: string[] = []) {
  const stub = stubFetch(handlers);
  renderWithProviders(<ErpWizard userId={7} specbookId={3} flags={erpIdFlags(features)} specbookPath="/v4/specbooks/manage/3" onSpecbookChanged={onSpecbookChanged} />);
  return { stub, user: userEvent.setup() };
}

const NO_DIFFERENCES = jobRoute(`${BOOK}/prices`, job(1, 'prices', 'succeeded', { differences: [] }));
const NOTHING_MISSING = jobRoute(`${BOOK}/missing`, job(2, 'missing', 'succeeded', { missing: [] }));

/** From step 01 with nothing to do to step 03. */
async function toCustomerStep(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('erp-prices-none');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByTestId('erp-missing-none');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('form', { name: 'Customer details' });
}

afterEach(() => {
  resetStubs();
  onSpecbookChanged.mockReset();
});

describe('ErpWizard', () => {
  it('01 checks the prices when it opens, lists the differences and takes the ERP’s prices for the chosen specs', async () => {
    const { stub, user } = renderWizard([
      ...jobRoute(`${BOOK}/prices`, job(1, 'prices', 'succeeded', { differences: [DIFFERENCE] })),
      on('POST', `${BOOK}/prices/apply`, 200, { data: { updated: [41] } }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '01 Checking Price Updates' })).toBeInTheDocument();
    const row = await screen.findByTestId('erp-price-AQ-4512-BN');
    expect(row).toHaveTextContent('$400.00');
    expect(row).toHaveTextContent('$389.00');
    expect(row).toHaveTextContent('$311.20');
    expect(within(row).getByRole('checkbox', { name: 'Choose AQ-4512-BN' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update prices' }));
    expect(await within(row).findByText('Updated')).toBeInTheDocument();
    expect(stub.sent().find((r) => r.path === `${BOOK}/prices/apply`)?.body).toEqual({ joinIds: [41] });
    expect(await screen.findByText(M.pricesUpdated)).toBeInTheDocument();
    expect(onSpecbookChanged).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Update prices' })).toBeDisabled();
  });

  it('Next and Previous move between the steps; Previous is not offered on step 01', async () => {
    const { user } = renderWizard([...NO_DIFFERENCES, ...NOTHING_MISSING]);
    await screen.findByTestId('erp-prices-none');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: '02 Check for Missing Products' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 2, name: '01 Checking Price Updates' })).toBeInTheDocument();
  });

  it('02 creates the chosen missing products under the item class chosen', async () => {
    const created = { created: [{ joinId: 42, modelNumber: 'CP-4400-BN' }], failed: [] };
    const { stub, user } = renderWizard([
      ...NO_DIFFERENCES,
      ...jobRoute(`${BOOK}/missing`, job(2, 'missing', 'succeeded', { missing: [MISSING] })),
      ...jobRoute(`${BOOK}/missing/create`, job(3, 'create_missing', 'succeeded', created)),
      on('GET', `${U}/erp/item-classes`, 200, { data: [{ id: 'PLUMBFIX', description: 'Plumbing fixtures' }] }),
    ]);
    await screen.findByTestId('erp-prices-none');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const row = await screen.findByTestId('erp-missing-CP-4400-BN');
    await user.click(screen.getByRole('button', { name: 'Create in ERP' }));
    expect(screen.getByText(M.itemClassRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Item class' }));
    await user.click(await screen.findByRole('option', { name: 'PLUMBFIX — Plumbing fixtures' }));
    await user.click(screen.getByRole('button', { name: 'Create in ERP' }));
    expect(await within(row).findByText('Created')).toBeInTheDocument();
    expect(stub.sent().find((r) => r.path === `${BOOK}/missing/create`)?.body).toEqual({ itemClass: 'PLUMBFIX', joinIds: [42] });
    expect(screen.getByRole('button', { name: 'Create in ERP' })).toBeDisabled();
  });

  it('a failed missing-products check aborts the wizard with the server’s message; Start again goes back to step 01', async () => {
    const { user } = renderWizard([...NO_DIFFERENCES, ...jobRoute(`${BOOK}/missing`, job(2, 'missing', 'failed', null, M.unauthorized))]);
    await screen.findByTestId('erp-prices-none');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const aborted = await screen.findByTestId('erp-aborted');
    expect(aborted).toHaveTextContent(M.unauthorized);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(within(aborted).getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { level: 2, name: '01 Checking Price Updates' })).toBeInTheDocument();
    expect(screen.queryByTestId('erp-aborted')).not.toBeInTheDocument();
  });

  it('03 prefills the customer, checks it with the spec’s messages and submits it; the opportunity is shown', async () => {
    const { stub, user } = renderWizard([
      ...NO_DIFFERENCES,
      ...NOTHING_MISSING,
      on('GET', `${BOOK}/customer`, 200, { data: ERP_CUSTOMER }),
      on('GET', `${U}/specbook/3/customer`, 200, { data: SPECBOOK_CUSTOMER }),
      ...jobRoute(`${BOOK}/submit`, job(4, 'submit', 'succeeded', { opportunityId: 'OP000901', created: false })),
    ]);
    const form = await toCustomerStep(user);
    expect(within(form).getByRole('textbox', { name: 'Customer number' })).toHaveValue('C000123');
    expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Marcus');
    const city = within(form).getByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Ch');
    await user.click(within(form).getByRole('button', { name: 'Submit to ERP' }));
    expect(await within(form).findByText(CM.shippingCityMin)).toBeInTheDocument();
    expect(stub.sent().some((r) => r.path === `${BOOK}/submit`)).toBe(false);
    await user.type(city, 'icago');
    await user.click(within(form).getByRole('button', { name: 'Submit to ERP' }));
    expect(await screen.findByTestId('erp-opportunity-id')).toHaveTextContent('OP000901');
    expect(screen.getByTestId('erp-submitted')).toHaveTextContent('OP000901 updated in the ERP');
    const body = stub.sent().find((r) => r.path === `${BOOK}/submit`)?.body as { submitSpecbookRequest: { customerInfo: Record<string, unknown> } };
    expect(body.submitSpecbookRequest.customerInfo).toMatchObject({ customerNumber: 'C000123', shippingAddress: { city: 'Chicago', addressLine1: '120 Harbor Drive' } });
  });

  it('03 asks for the writer id when the account requires it', async () => {
    const { stub, user } = renderWizard(
      [...NO_DIFFERENCES, ...NOTHING_MISSING, on('GET', `${BOOK}/customer`, 200, { data: ERP_CUSTOMER }), on('GET', `${U}/specbook/3/customer`, 200, { data: SPECBOOK_CUSTOMER })],
      ['erpIntegration.writerId', 'erpIntegration.writerIdRequired'],
    );
    const form = await toCustomerStep(user);
    expect(within(form).queryByRole('textbox', { name: 'Sales rep id' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit to ERP' }));
    expect(await within(form).findByText(M.writerIdRequired)).toBeInTheDocument();
    await waitFor(() => expect(stub.sent().some((r) => r.path === `${BOOK}/submit`)).toBe(false));
  });

  it('a failed submission aborts the wizard with the server’s message', async () => {
    const { user } = renderWizard([
      ...NO_DIFFERENCES,
      ...NOTHING_MISSING,
      on('GET', `${BOOK}/customer`, 200, { data: ERP_CUSTOMER }),
      on('GET', `${U}/specbook/3/customer`, 200, { data: SPECBOOK_CUSTOMER }),
      (url, init) => (init.method === 'POST' && url.pathname === `${BOOK}/submit` ? jsonResponse(422, { message: M.noErpCustomerId }) : undefined),
    ]);
    const form = await toCustomerStep(user);
    await user.click(within(form).getByRole('button', { name: 'Submit to ERP' }));
    expect(await screen.findByTestId('erp-aborted')).toHaveTextContent(M.noErpCustomerId);
  });
});
