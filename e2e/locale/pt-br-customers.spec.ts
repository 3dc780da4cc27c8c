import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from '../support/test';
import { callApi } from '../support/workspace';
import { pageTexts } from './english-words';
import { demoData, expectPageTranslated, expectTranslated, settled, signInPtBr, walkRoutes, type TWalkRoute } from './walk';

/**
 * The pt-BR walk of the customers area (issue 22 item 6): the customer center and a customer's
 * drawer with its dialogs (new customer, address, person, note), the alerts page, the support
 * request dialog and the announcement banner when one shows. The customer (with an address, a
 * person and a note) is created in Harbor through the API; nothing here sends mail.
 */
const ROUTES: TWalkRoute[] = [
  { path: '/v4/customers', heading: 'Clientes', shot: 'pt-br-customers' },
  { path: '/v4/alerts', heading: 'Alertas', shot: 'pt-br-alerts' },
];

type TMe = { id: number };

/** A customer of Harbor with a billing address, a person and a note; answers its name and the data it shows. */
async function createCustomer(page: Page): Promise<{ name: string; data: string[] }> {
  const me = await callApi<TMe>(page, 'GET', '/v4/user/me');
  const stamp = Date.now().toString(36);
  const name = `Paula Souza ${stamp}`;
  const company = `Souza Arquitetura ${stamp}`;
  const customer = await callApi<{ id: number }>(page, 'POST', `/v4/user/${me.id}/customer`, {
    createCustomerRequest: { Customer: { name, companyName: company, email: `paula-${stamp}@souza.example`, phone: '(11) 5555-0101', type: 'architect', paymentTerms: 30 } },
  });
  await callApi(page, 'POST', `/v4/user/${me.id}/customer/${customer.id}/addresses`, {
    createAddressRequest: { Address: { type: { id: 1 }, line1: '200 Atlantic Ave', city: 'Brooklyn', state: 'NY', zipCode: '11201', country: 'US', cost: '12.50', active: true, default: true } },
  });
  const person = `Marcos Lima ${stamp}`;
  await callApi(page, 'POST', `/v4/user/${me.id}/contacts`, {
    createContactRequest: { Contact: { name: person, title: 'Gerente de obras', customer: { id: customer.id } } },
  });
  const note = `Prefere contato por WhatsApp ${stamp}`;
  await callApi(page, 'POST', `/v4/user/${me.id}/customer/${customer.id}/notes`, { createNoteRequest: { Note: { note } } });
  return { name, data: [name, company, `paula-${stamp}@souza.example`, '(11) 5555-0101', '200 Atlantic Ave', 'Brooklyn', '11201', person, note] };
}

/** The announcements showing to the user now (their messages are data). */
async function announcementMessages(page: Page): Promise<string[]> {
  const me = await callApi<TMe>(page, 'GET', '/v4/user/me');
  const list = await callApi<{ message: string }[]>(page, 'GET', `/v4/user/${me.id}/announcements`);
  return list.map((a) => a.message);
}

/** Checks the texts inside `scope` only (a dialog's body, whose frame belongs to another area). */
async function expectScopeTranslated(scope: Locator, data: string[], where: string): Promise<void> {
  const texts = await scope.evaluate((el) => {
    const named = [...el.querySelectorAll('[placeholder],[aria-label],[title]')].flatMap((n) => ['placeholder', 'aria-label', 'title'].map((a) => n.getAttribute(a) ?? '').filter(Boolean));
    return [...(el as HTMLElement).innerText.split('\n'), ...named].map((l) => l.trim()).filter(Boolean);
  });
  expectTranslated(texts, data, where);
}

test.describe('pt-BR walk: customers', () => {
  test.use({ locale: 'pt-BR' });

  test('the customer center, a customer with its dialogs, the alerts page and the support request are all Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    await signInPtBr(page);
    const customer = await createCustomer(page);
    const data = await demoData(page, [...customer.data, ...(await announcementMessages(page))]);

    await walkRoutes(page, ROUTES, data);

    // The customer center, searched for the new customer, then its drawer.
    await page.goto('/v4/customers');
    await page.getByRole('textbox', { name: 'Buscar clientes' }).fill(customer.name);
    await page.getByRole('button', { name: customer.name }).click();
    const drawer = page.getByRole('dialog', { name: customer.name });
    await expect(drawer.getByRole('heading', { name: 'Endereços' })).toBeVisible();
    await expect(drawer.getByText(customer.data[8]!)).toBeVisible();
    await expect(drawer.getByText('Estados Unidos')).toBeVisible();
    await expect(drawer.getByText('Brooklyn, Nova York 11201')).toBeVisible();
    await expectPageTranslated(page, data, 'a customer', 'pt-br-customer-drawer');

    // The address form, with its rules' messages.
    await drawer.getByRole('button', { name: 'Adicionar endereço de entrega' }).click();
    const address = drawer.getByRole('form', { name: 'Formulário de Endereço de entrega' });
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(address.getByText('Informe o endereço 1')).toBeVisible();
    await expectPageTranslated(page, data, 'the address form', 'pt-br-customer-address');
    await address.getByRole('button', { name: 'Cancelar' }).click();

    // The person form.
    await drawer.getByRole('button', { name: 'Adicionar pessoa' }).click();
    await expect(drawer.getByRole('form', { name: 'Adicionar pessoa' })).toBeVisible();
    await expectPageTranslated(page, data, 'the person form', 'pt-br-customer-person');
    await drawer.getByRole('form', { name: 'Adicionar pessoa' }).getByRole('button', { name: 'Cancelar' }).click();

    // A note edited in place.
    await drawer.getByRole('button', { name: 'Editar nota' }).click();
    await expect(drawer.getByRole('button', { name: 'Salvar nota' })).toBeVisible();
    await expectPageTranslated(page, data, 'a note being edited', 'pt-br-customer-note');
    await page.keyboard.press('Escape');

    // The new customer drawer, with the required name's message, and its type list opened.
    await page.goto('/v4/customers');
    await page.getByRole('button', { name: 'Adicionar cliente' }).first().click();
    const create = page.getByRole('dialog', { name: 'Novo cliente' });
    await create.getByRole('button', { name: 'Criar cliente' }).click();
    await expect(create.getByText('Informe o nome')).toBeVisible();
    await create.getByLabel('Tipo de cliente').and(page.locator('input')).click();
    await expect(page.getByRole('option', { name: 'Proprietário' })).toBeVisible();
    await expectPageTranslated(page, data, 'the new customer drawer', 'pt-br-customer-new');
    await page.keyboard.press('Escape');

    // Add by code and Invite.
    await page.goto('/v4/customers');
    await page.getByRole('button', { name: 'Adicionar por código' }).click();
    await expect(page.getByRole('dialog', { name: 'Adicionar cliente por código' })).toBeVisible();
    await expectPageTranslated(page, data, 'add by code', 'pt-br-customer-by-code');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Convidar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Convidar um cliente' })).toBeVisible();
    await expectPageTranslated(page, data, 'invite', 'pt-br-customer-invite');
    await page.keyboard.press('Escape');

    // The support request dialog, from the header menu: its form (the dialog's title is the shell's).
    await page.getByRole('button', { name: /^Menu de / }).click();
    await page.getByRole('menuitem', { name: 'Solicitação de suporte' }).click();
    const support = page.locator('.mantine-Modal-body');
    await expect(support.getByRole('textbox', { name: 'Seu nome:' })).toBeVisible();
    await support.getByRole('textbox', { name: 'Comentários / Perguntas' }).fill('Oi');
    await support.getByRole('textbox', { name: 'Comentários / Perguntas' }).blur();
    await expect(support.getByText('A mensagem deve ter mais de 5 caracteres')).toBeVisible();
    await settled(page);
    await expectScopeTranslated(support, data, 'the support request form');
    await screenshot(page, 'pt-br-support-request');
    await page.keyboard.press('Escape');

    // At 375 px: the customer center and the customer's drawer.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/v4/customers');
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await settled(page);
    await screenshot(page, 'pt-br-customers-375');
    await page.getByRole('textbox', { name: 'Buscar clientes' }).fill(customer.name);
    await page.getByRole('button', { name: customer.name }).click();
    await expect(page.getByRole('dialog', { name: customer.name }).getByRole('heading', { name: 'Endereços' })).toBeVisible();
    await expectPageTranslated(page, data, 'a customer at 375 px', 'pt-br-customer-drawer-375');
    expect(await pageTexts(page)).toContain('Pessoas');
  });
});
