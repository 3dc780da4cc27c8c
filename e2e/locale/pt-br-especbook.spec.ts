import type { Locator, Page } from '@playwright/test';
import { seedEspecbook, shareEspecbook } from '../support/especbook';
import { expect, screenshot, test } from '../support/test';
import { callApi } from '../support/workspace';
import { expectPageTranslated, expectTranslated, settled, signInPtBr } from './walk';

/**
 * The pt-BR walk of the e-Specbook (issue 22 item 6): the pt-BR seller's e-Specbook view of a
 * Harbor specbook with its dialogs (terms, Download e-Specbook, add event, a room approved), the
 * manage page's Smart Labels, Quote PDF and Attachments dialogs, and the client's view through a
 * token link in a pt-BR browser that never signed in (its language comes from the browser).
 */

type TSpec = { name: string; manufacturerName: string | null; modelNumber: string | null; description: string | null };

/** What a user reads or hears inside `scope` (a dialog, a drawer): its visible lines and the names of its elements. */
function scopeTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
    const named = [root, ...root.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? '').filter(Boolean),
    );
    return [...(root as HTMLElement).innerText.split('\n'), ...named].map((line) => line.trim()).filter(Boolean);
  });
}

/** Checks an open dialog of a page whose other parts belong to other areas, and screenshots the page. */
async function expectDialogTranslated(page: Page, dialog: Locator, data: string[], where: string, shot: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await settled(page);
  expectTranslated(await scopeTexts(dialog), data, where);
  await screenshot(page, shot);
}

/** Accepts the Terms & Conditions when the account has them (`asked`), their modal checked first. */
async function acceptTermsIfAsked(page: Page, asked: boolean, data: string[], shot: string): Promise<void> {
  if (!asked) return;
  const terms = page.getByRole('dialog', { name: 'Termos e condições' });
  const accept = terms.getByRole('button', { name: 'Aceitar termos e condições' });
  await expectDialogTranslated(page, terms, data, 'the Terms & Conditions', shot);
  await accept.click();
  await expect(terms).toBeHidden();
}

test.describe('pt-BR walk: the e-Specbook', () => {
  test.use({ locale: 'pt-BR' });

  test('the seller’s e-Specbook, its dialogs, the documents dialogs and the client’s token link are all Portuguese', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const base = await signInPtBr(page);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const stamp = Date.now().toString(36);
    const profileName = `Residência Walk ${stamp}`;
    await callApi(page, 'POST', `/v4/user/${me.id}/profile`, { createProfileRequest: { Profile: { name: profileName } } });
    const book = await seedEspecbook(page, profileName);
    const specs = await callApi<TSpec[]>(page, 'GET', `/v4/user/${me.id}/specbook/${book.id}/specs?perPage=100`);
    const client = { name: `Cliente Walk ${stamp}`, email: `cliente.walk.${stamp}@example.com` };
    const terms = await callApi<{ text: string | null }>(page, 'GET', `/v4/user/${me.id}/account/policy/terms_and_conditions`).catch(() => ({ text: null }));
    // Product and demo data: the specbook, its rooms, the products, the client; the terms' text is the seller's own.
    const data = [
      ...base,
      book.name,
      profileName,
      'Vanity',
      'Shower',
      client.name,
      client.email,
      ...specs.flatMap((s) => [s.name, s.manufacturerName ?? '', s.modelNumber ?? '', s.description ?? '']),
      ...(terms.text ?? '').split('\n'),
    ];

    const hasTerms = Boolean(terms.text?.trim());

    // The seller's e-Specbook.
    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTermsIfAsked(page, hasTerms, data, 'pt-br-especbook-terms');
    await expect(page.getByRole('heading', { name: book.name, level: 2 })).toBeVisible();
    const vanity = page.getByRole('region', { name: 'Vanity' });
    await expect(vanity.getByRole('heading', { name: 'Vanity (2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Baixar e-Specbook' }).first()).toBeVisible();
    await expectPageTranslated(page, data, 'the seller’s e-Specbook', 'pt-br-especbook');

    // A room approved: its specs read “Aprovado”, the totals in reais-style US$.
    await vanity.getByRole('button', { name: 'Aprovar tudo' }).click();
    await expect(vanity.getByRole('button', { name: 'Aprovar tudo' })).toHaveCount(0);
    await expect(vanity.getByText('Aprovado', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/US\$\s?\d/).first()).toBeVisible();

    // The totals detail and the add-event form, opened.
    await page.getByRole('button', { name: /^Expandir Subtotal orçado/ }).click();
    await page.getByRole('button', { name: 'Adicionar novo evento' }).click();
    await expect(page.getByRole('textbox', { name: 'Descrição do evento' })).toBeVisible();
    await expectPageTranslated(page, data, 'the e-Specbook with a room approved, a totals detail and the event form open', 'pt-br-especbook-open');

    // The Download e-Specbook modal.
    await page.getByRole('button', { name: 'Baixar e-Specbook' }).first().click();
    const download = page.getByRole('dialog', { name: 'Baixar e-Specbook' });
    await expect(download.getByText('Imagens por página')).toBeVisible();
    await expectPageTranslated(page, data, 'the Download e-Specbook modal', 'pt-br-especbook-download');
    await download.getByRole('button', { name: 'Cancelar' }).click();

    // The manage page's documents dialogs (the page around them is another area's).
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    const documents = page.getByRole('button', { name: /^(Documents|Documentos)$/ });
    await documents.click();
    await page.getByRole('menuitem', { name: /^(Smart Labels|Etiquetas inteligentes)$/ }).click();
    const labels = page.getByRole('dialog', { name: 'Etiquetas inteligentes' });
    await expect(labels.getByText('0 de 3 selecionadas')).toBeVisible();
    await labels.getByRole('checkbox', { name: 'Vanity' }).check();
    await expect(labels.getByText(/Folhas de etiquetas Avery 5163/)).toBeVisible();
    await expectDialogTranslated(page, labels, data, 'the Smart Labels modal', 'pt-br-smart-labels');
    await labels.getByRole('button', { name: 'Cancelar' }).click();

    await documents.click();
    await page.getByRole('menuitem', { name: /^(Quote PDF|PDF do orçamento)$/ }).click();
    const quote = page.getByRole('dialog', { name: 'PDF do orçamento' });
    await expectDialogTranslated(page, quote, data, 'the Quote PDF modal', 'pt-br-quote-pdf');
    await quote.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Anexos' }).click();
    const attachments = page.getByRole('dialog', { name: 'Anexos' });
    await expect(attachments.getByText('Clique ou solte o arquivo aqui')).toBeVisible();
    await expectDialogTranslated(page, attachments, data, 'the Attachments drawer', 'pt-br-attachments');
    await page.keyboard.press('Escape');

    // The client: a pt-BR browser that never signed in opens the token link.
    const link = await shareEspecbook(page, book.id, { ...client, canApprove: true });
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 375, height: 800 } });
    const viewer = await context.newPage();
    await viewer.goto(link);
    await acceptTermsIfAsked(viewer, hasTerms, data, 'pt-br-especbook-client-terms-375');
    await expect(viewer.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(viewer.getByRole('heading', { name: book.name, level: 2 })).toBeVisible();
    await expect(viewer.getByRole('navigation', { name: 'Seções do e-Specbook' })).toBeVisible();
    await expectPageTranslated(viewer, data, 'the client’s e-Specbook at 375 px', 'pt-br-especbook-client-375');
    await viewer.getByRole('button', { name: 'Subtotal orçado' }).click();
    const overlay = viewer.getByRole('dialog', { name: 'Subtotal orçado' });
    await expect(overlay.getByText('Inclui todos os produtos orçados.')).toBeVisible();
    await expectPageTranslated(viewer, data, 'the client’s totals overlay at 375 px', 'pt-br-especbook-client-totals-375');
    await context.close();
  });
});
