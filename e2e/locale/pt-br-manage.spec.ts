import type { Page } from '@playwright/test';
import { expect, screenshot, test } from '../support/test';
import { callApi } from '../support/workspace';
import { expectPageTranslated, settled, signInPtBr } from './walk';

/**
 * The pt-BR walk of the specbook manage page (issue 22 item 6): one of Harbor's specbooks with its
 * rooms open, a spec row's menu, the Add Room and Duplicate Cat dialogs, and the spec's More
 * Options page are all Portuguese (product data aside), at desktop width and at 375 px.
 */
type TSpec = { joinID: number; name: string; manufacturerName: string | null; modelNumber: string | null; finishName: string | null; categoryName: string };
type TBook = { id: number; name: string; description: string | null; profile: { name: string } | null };

/**
 * A new specbook of the user (Harbor's own have no specs) with a room holding a catalogue spec,
 * and its product data (names the walk leaves out).
 */
async function harborSpecbook(page: Page): Promise<{ book: TBook; spec: TSpec; data: string[] }> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const stamp = Date.now();
  const profile = await callApi<{ id: number; name: string }>(page, 'POST', `/v4/user/${me.id}/profile`, { createProfileRequest: { Profile: { name: `Família Souza ${stamp}` } } });
  const [catalogue] = await callApi<{ id: number }[]>(page, 'GET', `/v4/user/${me.id}/specs?perPage=1`);
  const created = await callApi<{ id: number }>(page, 'POST', `/v4/user/${me.id}/specbook`, {
    createSpecbookRequest: { Specbook: { name: `Casa Jardins ${stamp}`, profile: { id: profile.id } } },
  });
  const base = `/v4/user/${me.id}/specbook/${created.id}`;
  const room = await callApi<{ id: number }>(page, 'POST', `${base}/categories`, { createSpecbookCategoryRequest: { Category: { name: `Cozinha ${stamp}` } } });
  await callApi(page, 'POST', `${base}/specs`, {
    createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: catalogue!.id }, category: { id: room.id }, quantity: 2 } },
  });
  const book = await callApi<TBook>(page, 'GET', base);
  const specs = await callApi<TSpec[]>(page, 'GET', `${base}/specs?perPage=100`);
  const rooms = await callApi<{ name: string }[]>(page, 'GET', `${base}/categories`);
  const data = [book.name, book.description ?? '', profile.name]
    .concat(rooms.map((r) => r.name))
    .concat(specs.flatMap((s) => [s.name, s.manufacturerName ?? '', s.modelNumber ?? '', s.finishName ?? '', s.categoryName]))
    // The status history lists who changed a status (e-mails); SB+ is the product tier's name.
    .concat(['@specfolio.test', 'SB+', 'specbooks Plus']);
  return { book, spec: specs[0]!, data };
}

/** Key names the hints mention: written on the keys, not translated. */
const KEY_NAMES = ['Enter', 'Esc', 'Backspace'];
/** The demo catalogue's stored document names (files, not interface text). */
const FILE_NAMES = ['Spec Sheet.pdf'];


test.describe('pt-BR walk: the manage page', () => {
  test.use({ locale: 'pt-BR' });

  test('the manage page, a spec row menu, its dialogs and More Options are in Portuguese', async ({ page }) => {
    test.setTimeout(120_000);
    const demo = await signInPtBr(page);
    const { book, spec, data: product } = await harborSpecbook(page);
    const data = demo.concat(product, KEY_NAMES, FILE_NAMES);

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await expect(page.getByRole('heading', { name: book.name, level: 1 })).toBeVisible();
    // The menu closes when the page re-renders under it while it loads (seen on a busy CI machine): open it again.
    await expect(async () => {
      const expandAll = page.getByRole('menuitem', { name: 'Expandir todos' });
      if (!(await expandAll.isVisible())) await page.getByRole('button', { name: 'Ambientes' }).click();
      await expandAll.click({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const actions = page.getByRole('button', { name: `Ações de ${spec.name}` }).first();
    await expect(actions).toBeVisible();
    await expectPageTranslated(page, data, 'the manage page', 'pt-br-manage');

    // The list view, then back to cards.
    const view = page.getByRole('radiogroup', { name: 'Ver' });
    await view.locator('label', { hasText: 'Lista' }).click();
    await expectPageTranslated(page, data, 'the manage page (list view)', 'pt-br-manage-list');
    await view.locator('label', { hasText: 'Cartão' }).click();

    // A spec row's menu.
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'Mais opções' })).toBeVisible();
    await expectPageTranslated(page, data, "a spec row's menu", 'pt-br-manage-spec-menu');
    await page.getByRole('menuitem', { name: 'Duplicar em ambientes' }).click();
    const duplicate = page.getByRole('dialog', { name: `Duplicar ${spec.name} em ambientes` });
    await expect(duplicate.getByRole('button', { name: 'Adicionar aos ambientes' })).toBeVisible();
    await expectPageTranslated(page, data, 'the Duplicate Cat dialog', 'pt-br-manage-duplicate-cat');
    await duplicate.getByRole('button', { name: 'Cancelar' }).click();
    await expect(duplicate).toBeHidden();

    // The Add Room dialog.
    await page.getByRole('button', { name: 'Adicionar ambiente' }).first().click();
    const addRoom = page.getByRole('dialog', { name: 'Adicionar ambiente' });
    await expect(addRoom.getByRole('textbox', { name: 'Nome do ambiente' })).toBeVisible();
    await expectPageTranslated(page, data, 'the Add Room dialog', 'pt-br-manage-add-room');
    await addRoom.getByRole('button', { name: 'Cancelar' }).click();
    await expect(addRoom).toBeHidden();

    // The spec's More Options page.
    await actions.click();
    await page.getByRole('menuitem', { name: 'Mais opções' }).click();
    await expect(page.getByRole('heading', { name: spec.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preços', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Detalhes', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Voltar para ${book.name}` })).toBeVisible();
    // The finish, rooms, collection and notifications panels once their data has loaded.
    await expect(page.getByRole('heading', { name: 'Acabamento', level: 2 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ambientes desta especificação' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Coleção/, level: 2 })).toBeVisible();
    await expect(page.getByLabel('Carregando a coleção')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notificações desta especificação' })).toBeVisible();
    await expect(page.getByLabel('Carregando acabamentos')).toHaveCount(0);
    await expectPageTranslated(page, data, 'the More Options page', 'pt-br-manage-more-options');

    // At 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await screenshot(page, 'pt-br-manage-more-options-375');
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await expect(page.getByRole('heading', { name: book.name, level: 1 })).toBeVisible();
    await expectPageTranslated(page, data, 'the manage page at 375 px', 'pt-br-manage-375');
  });
});
