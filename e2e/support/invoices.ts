import type { Page } from '@playwright/test';
import { expect } from './test';
import { callApi } from './workspace';

/** Helpers of the invoicing journeys (issue 16). */

/** A new specbook of the seller with one room of two catalogue specs, approved; answers its id. */
export async function approvedSpecbook(page: Page, name: string): Promise<number> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
  const room = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Primary Bath' } } });
  const specs = await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=AQ&perPage=2`);
  for (const spec of specs.slice(0, 2)) {
    await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: room.id }, quantity: 1 } } });
  }
  await callApi(page, 'POST', `${u}/specbook/${book.id}/categories/${room.id}/approve`, {});
  return book.id;
}

/** The money of a figure of the invoice detail ('Total', 'Balance Due', …) as a number. */
export async function invoiceFigure(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('dialog', { name: /^Invoices/ }).getByLabel(label, { exact: true }).textContent();
  return Number((text ?? '').replace(/[$,]/g, ''));
}

/**
 * Makes sure the signed-in seller's account has a valid Stripe payment account: adds one through
 * the API and completes its onboarding on the fake Stripe's hosted page (e2e/support/server.mjs
 * runs the fake beside the server; its account.updated webhook makes the account valid).
 */
export async function validStripeAccount(page: Page): Promise<void> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const accounts = await callApi<{ processor: string; status: { valid: boolean } }[]>(page, 'GET', `${u}/paymentaccount`);
  if (accounts.some((a) => a.processor === 'stripe' && a.status.valid)) return;
  const created = await callApi<{ status: { url: string } }>(page, 'POST', `${u}/paymentaccount`, { createPaymentAccountRequest: { PaymentAccount: { processor: 'stripe', label: 'Card payments' } } });
  await page.goto(created.status.url);
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect
    .poll(async () => (await callApi<{ processor: string; status: { valid: boolean } }[]>(page, 'GET', `${u}/paymentaccount`)).some((a) => a.processor === 'stripe' && a.status.valid))
    .toBe(true);
}
