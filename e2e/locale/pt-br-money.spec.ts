import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from '../support/test';
import { callApi } from '../support/workspace';
import { englishWords } from './english-words';
import { expectPageTranslated, expectTranslated, settled, signInPtBr, walkRoutes, type TWalkRoute } from './walk';

/**
 * The pt-BR walk of the money screens (issue 22 item 6): Accounting, an invoice in the specbook's
 * Invoices drawer (created in the Create invoice dialog) with its payment form, price groups, job
 * pipelines (a board, a card's menu) and the AI PDF-quote import. The pt-BR demo user (Harbor)
 * gets a specbook with an approved room, a price group and a board of its own, through the API.
 */

/** What the walk creates in Harbor: names unique to this run. */
type TMade = { specbookId: number; specbook: string; room: string; group: string; board: string; lanes: string[]; data: string[] };

/** A specbook with one approved room of two catalogue specs, a price group and a board holding the specbook. */
async function makeRecords(page: Page): Promise<TMade> {
  const stamp = Date.now();
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?perPage=100`);
  const specbook = `Obra Moema ${stamp}`;
  const room = `Cozinha ${stamp}`;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name: specbook, profile: { id: profile!.id } } } });
  const category = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: room } } });
  const specs = await callApi<{ id: number; name: string; modelNumber: string; manufacturer?: { name: string } | null }[]>(page, 'GET', `${u}/specs?perPage=2`);
  for (const spec of specs) {
    await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: category.id }, quantity: 1 } } });
  }
  await callApi(page, 'POST', `${u}/specbook/${book.id}/categories/${category.id}/approve`, {});
  const group = `Grupo Revenda ${stamp}`;
  const priceGroup = await callApi<{ id: number }>(page, 'POST', `${u}/pricegroup`, { createPriceGroupRequest: { PriceGroup: { name: group, multiplier: '0.8', profit: '35' } } });
  const manufacturers = await callApi<{ manufacturer: { name: string } }[]>(page, 'GET', `${u}/pricegroup/${priceGroup.id}/manufacturers?perPage=100`);
  const specbooks = await callApi<{ name: string }[]>(page, 'GET', `${u}/specbook?perPage=100`);
  const board = `Quadro ${stamp}`;
  const lanes = ['Contato', 'Orçamento'];
  const created = await callApi<{ id: number }>(page, 'POST', `${u}/board`, { createBoardRequest: { Board: { name: board, lanes } } });
  const full = await callApi<{ lanes: { id: number; name: string }[] }>(page, 'GET', `${u}/board/${created.id}`);
  await callApi(page, 'POST', `${u}/board/${created.id}/specbooks`, { addBoardSpecbookRequest: { Specbook: { id: book.id, lane: { id: full.lanes[0]!.id } } } });
  // Product and demo data the screens show: the specs, manufacturers and Harbor's specbooks.
  const products = specs.flatMap((s) => [s.name, s.modelNumber, s.manufacturer?.name ?? '']).concat(manufacturers.map((m) => m.manufacturer.name), specbooks.map((s) => s.name));
  return { specbookId: book.id, specbook, room, group, board, lanes, data: [specbook, room, group, board, ...lanes, ...products] };
}

/** What a user reads and hears inside `scope` (a drawer, a dialog): its text and its elements' names. */
async function regionTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
    const named = [root, ...root.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) => attributes.map((a) => el.getAttribute(a) ?? '').filter(Boolean));
    return [...(root as HTMLElement).innerText.split('\n'), ...named].map((line) => line.trim()).filter(Boolean);
  });
}

/** Checks a drawer or dialog alone (the page behind it belongs to other areas' walks) and screenshots the page. */
async function expectRegionTranslated(page: Page, scope: Locator, data: string[], where: string, shot: string): Promise<void> {
  await settled(page);
  expectTranslated(await regionTexts(scope), data, where);
  await screenshot(page, shot);
}

const ROUTES: TWalkRoute[] = [
  { path: '/v4/accounting', heading: 'Financeiro', shot: 'pt-br-accounting' },
  { path: '/v4/pricegroups', heading: 'Grupos de preço', shot: 'pt-br-price-groups' },
];

test.describe('pt-BR walk: invoices, accounting, price groups, job pipelines, AI PDF-quote import', () => {
  test.use({ locale: 'pt-BR' });

  test('every money screen, dialog and drawer is Portuguese, with amounts and dates the Brazilian way', async ({ page }) => {
    test.setTimeout(120_000);
    const demo = await signInPtBr(page);
    const made = await makeRecords(page);
    const data = [...demo, ...made.data];

    // The specbook's Invoices drawer: the Create invoice dialog, then the invoice with its payment form.
    await page.goto(`/v4/specbooks/manage/${made.specbookId}`);
    await page.getByRole('button', { name: 'Faturas', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: /^Faturas · / });
    await expect(drawer.getByRole('list', { name: 'Transações' })).toBeVisible();
    await expectRegionTranslated(page, drawer, data, 'the Invoices drawer', 'pt-br-invoices-drawer');
    await drawer.getByRole('button', { name: 'Criar fatura' }).click();
    const create = page.getByRole('dialog', { name: 'Criar fatura' });
    await expect(create.getByRole('group', { name: 'Linhas a faturar' })).toBeVisible();
    await expect(create.getByLabel('Total da nova fatura', { exact: true })).toHaveText(/^US\$\s[\d.]+,\d{2}$/);
    await expectRegionTranslated(page, create, data, 'the Create invoice dialog', 'pt-br-create-invoice');
    await create.getByRole('button', { name: 'Criar fatura' }).click();
    await expect(page.getByText('Fatura criada com sucesso')).toBeVisible();
    const payment = drawer.getByRole('form', { name: 'Registrar um pagamento' });
    await expect(payment).toBeVisible();
    await expect(drawer.getByLabel('Saldo devedor', { exact: true })).toHaveText(/^US\$\s[\d.]+,\d{2}$/);
    // The due date: DD/MM/YYYY's long form ('4 de março de 2030').
    await expect(drawer.getByText(/^Vence em \d{1,2} de [a-zç]+ de \d{4}/)).toBeVisible();
    const invoiceNumber = (await drawer.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await expectRegionTranslated(page, drawer, [...data, invoiceNumber], 'an invoice and its payment form', 'pt-br-invoice-detail');
    await payment.getByRole('textbox', { name: 'Referência' }).fill('Cheque 123');
    await payment.getByRole('button', { name: 'Registrar pagamento' }).click();
    await expect(page.getByText('Pagamento registrado com sucesso')).toBeVisible();
    await expect(drawer.getByRole('table', { name: 'Pagamentos' })).toContainText('Cheque');
    await expectRegionTranslated(page, drawer, [...data, invoiceNumber, 'Cheque 123'], 'a paid invoice', 'pt-br-invoice-paid');
    await page.keyboard.press('Escape');

    // Accounting lists the new invoice, its money and dates the Brazilian way; price groups.
    await walkRoutes(page, ROUTES.slice(0, 1), [...data, invoiceNumber]);
    const row = page.getByRole('row').filter({ hasText: invoiceNumber });
    await expect(row).toContainText(/US\$\s[\d.]+,\d{2}/);
    await walkRoutes(page, ROUTES.slice(1), data);
    await page.getByRole('button', { name: new RegExp(`^${made.group}`) }).click();
    await expect(page.getByRole('heading', { name: `${made.group}: fabricantes` })).toBeVisible();
    await expect(page.getByText(/× 0,8 · 35,00% de lucro/).first()).toBeVisible();
    await expectPageTranslated(page, data, 'a price group', 'pt-br-price-group');
    await page.getByRole('button', { name: 'Novo grupo de preço' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'Novo grupo de preço' });
    await groupDialog.getByRole('button', { name: 'Criar' }).click();
    await expect(groupDialog.getByText('Informe o nome')).toBeVisible();
    await expectPageTranslated(page, data, 'the New price group dialog', 'pt-br-price-group-dialog');
    await page.keyboard.press('Escape');

    // Job pipelines: the walk's board, a card and its menu, the Add lane dialog.
    await page.goto('/v4/jobs/pipelines');
    await expect(page.getByRole('heading', { name: 'Funis de obras', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Quadro' }).click();
    await page.getByRole('option', { name: made.board }).click();
    const card = page.locator(`[data-testid="board-card"][data-card-name="${made.specbook}"]`);
    await expect(card).toContainText(/US\$\s[\d.]+,\d{2}/);
    await expectPageTranslated(page, data, 'a job pipeline board', 'pt-br-pipelines');
    await card.getByRole('button', { name: `Mover para… e mais opções de ${made.specbook}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Remover do quadro' })).toBeVisible();
    await expectPageTranslated(page, data, "a card's menu", 'pt-br-pipelines-card-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Adicionar coluna' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Adicionar coluna' })).toBeVisible();
    await expectPageTranslated(page, data, 'the Add lane dialog', 'pt-br-pipelines-add-lane');
    await page.keyboard.press('Escape');

    // The AI PDF-quote import's first step.
    await page.goto(`/v4/specbooks/manage/${made.specbookId}/integration/aipq`);
    await expect(page.getByRole('heading', { name: 'Importação de orçamentos em PDF com IA', level: 1 })).toBeVisible();
    await expect(page.getByText('Etapa 1 de 6')).toBeVisible();
    await expectPageTranslated(page, data, 'the AI PDF-quote import', 'pt-br-aipq');

    // At 375 px: Accounting's cards and the board one lane at a time.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/v4/accounting');
    await expect(page.getByRole('listitem', { name: `Fatura ${invoiceNumber}` })).toBeVisible();
    await expectPageTranslated(page, [...data, invoiceNumber], '/v4/accounting at 375 px', 'pt-br-accounting-375');
    await page.goto('/v4/jobs/pipelines');
    await expect(page.getByRole('heading', { name: 'Funis de obras', level: 1 })).toBeVisible();
    await settled(page);
    await screenshot(page, 'pt-br-pipelines-375');
  });

  test('the detector sees the English of these screens', () => {
    expect(englishWords('Fatura criada com sucesso')).toEqual([]);
    expect(englishWords('Record payment')).toEqual(['record', 'payment']);
  });
});
