import { makePdf, PNG_1X1 } from '#server/test/upload-fixtures';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, room, toast } from '../support/workspace';

/**
 * Issue 4 items 3-5: from Assign Spec the seller creates a spec that is not in the catalogue —
 * with a manufacturer added on the fly, an image and a spec-sheet PDF — then finds it again by a
 * partial model number and assigns it to the specbook. The Brands page lists the new brand.
 */
test.describe('creating a spec from Assign Spec', () => {
  test('create with a new manufacturer, image and spec sheet; find by partial model; assign', async ({ page }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36).toUpperCase();
    const model = `CS-${tag}-BN`;
    const brand = `Brand ${tag}`.slice(0, 25);
    await signIn(page, DEMO.seller.email);
    const token = await readToken(page);
    const me = await (await page.request.get('/api/v4/user/me', { headers: { Authorization: `Bearer ${token}` } })).json();
    const userId: number = me.data.id;

    // A specbook with one room, made through the API: this journey is about the catalogue.
    const profiles = await callApi<{ id: number; name: string }[]>(page, 'GET', `/v4/user/${userId}/profile`);
    const book = await callApi<{ id: number }>(page, 'POST', `/v4/user/${userId}/specbook`, {
      createSpecbookRequest: { Specbook: { name: `E2E Create Spec ${tag}`, profile: { id: profiles[0]!.id } } },
    });
    await callApi(page, 'POST', `/v4/user/${userId}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Powder Room' } } });
    await page.goto(`/v4/specbooks/manage/${book.id}`);

    // 1. Assign Spec finds nothing for the model: Create Spec opens with it prefilled.
    await page.getByRole('main').getByRole('button', { name: 'Assign Spec', exact: true }).first().click();
    const assign = page.getByRole('dialog', { name: 'Assign Spec' });
    await assign.getByRole('textbox', { name: 'Search specs' }).fill(model);
    await expect(assign.getByText('No results found')).toBeVisible();
    await assign.getByRole('button', { name: 'Create Spec' }).click();
    const create = page.getByRole('dialog', { name: 'Create Spec' });
    await expect(create.getByRole('textbox', { name: /Model #/ })).toHaveValue(model);

    // 2. The manufacturer is missing: add it on the fly.
    await create.getByRole('button', { name: '+ Add Missing Manufacturer' }).click();
    await create.getByRole('textbox', { name: /Manufacturer Name/ }).fill(brand);
    await create.getByRole('textbox', { name: /URL \(Eg:/ }).fill('https://brand.example');
    const savedMfr = apiResponse(page, 'POST', /\/manufacturer$/);
    await create.getByRole('button', { name: 'Save Manufacturer' }).click();
    expect((await savedMfr).status()).toBe(201);
    await expect(create.getByRole('textbox', { name: /Select Manufacturer/ })).toHaveValue(brand);

    // 3. Name, price, a formatted description, an image and a spec sheet.
    await create.getByRole('textbox', { name: /^Name/ }).fill('Console Sink 30 in.');
    await create.getByRole('textbox', { name: /List Price/ }).fill('845.00');
    const description = create.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Vitreous china console. ');
    await create.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Overflow included.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Spec sheet');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Home');
    await page.keyboard.up('Shift');
    await create.getByRole('button', { name: 'Link' }).click();
    const urlField = page.getByRole('textbox', { name: 'URL', exact: true });
    await urlField.fill('brand.example/sheet');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('URL must begin with http:// or https://')).toBeVisible();
    await urlField.fill('https://brand.example/sheet');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(description.getByRole('link', { name: 'Spec sheet' })).toHaveAttribute('href', 'https://brand.example/sheet');
    await create.getByTestId('image-file-input').setInputFiles({ name: 'console.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(create.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await create.getByTestId('specDocFile').setInputFiles({ name: 'console-spec-sheet.pdf', mimeType: 'application/pdf', buffer: makePdf('Console Sink') });
    await expect(create.getByText('console-spec-sheet.pdf')).toBeVisible();
    await screenshot(page, 'catalogue-create-spec');

    const created = apiResponse(page, 'POST', /\/api\/v4\/user\/\d+\/specs$/);
    await create.getByRole('button', { name: 'Create' }).click();
    const res = await created;
    expect(res.status(), await res.text()).toBe(201);
    const spec = ((await res.json()) as { data: { id: number; description: string; documents: { type: number; url: string }[]; imageName: string } }).data;
    expect(spec.description).toContain('<strong>Overflow included.</strong>');
    expect(spec.description).toMatch(/<a [^>]*href="https:\/\/brand\.example\/sheet"[^>]*>(<strong>)?Spec sheet(<\/strong>)?<\/a>/);
    expect(spec.description).toMatch(/<a [^>]*rel="noopener noreferrer nofollow"/);
    expect(spec.documents.map((d) => d.type)).toEqual([1, 2]);
    await expect(toast(page, 'Spec added successfully').first()).toBeVisible();
    await expect(create).toBeHidden();
    const image = await page.request.get(spec.imageName);
    expect(image.headers()['content-type']).toBe('image/png');

    // 4. Back in Assign Spec with the model as the search; a partial model number finds it too.
    await expect(assign.getByRole('textbox', { name: 'Search specs' })).toHaveValue(model);
    await assign.getByRole('textbox', { name: 'Search specs' }).fill(tag.toLowerCase());
    const results = assign.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results).toContainText(`${brand} · Model ${model}`);
    await results.getByRole('button', { name: 'Choose Console Sink 30 in.' }).click();
    const select = page.getByRole('dialog', { name: 'Select Room' });
    await select.getByRole('group', { name: 'Existing Room' }).getByRole('checkbox', { name: 'Powder Room', exact: true }).check();
    await select.getByRole('button', { name: 'Add to Specbook' }).click();
    await expect(toast(page, 'Spec Assigned.').first()).toBeVisible();
    // Assign Spec stays open for the next spec: Done closes it.
    await expect(assign.getByRole('status')).toHaveText('1 added');
    await assign.getByRole('button', { name: 'Done' }).click();
    await expect(assign).toBeHidden();
    const powder = room(page, 'Powder Room');
    const toggle = powder.getByRole('button', { name: /^Powder Room\b/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(powder.getByRole('article', { name: 'Console Sink 30 in.' })).toBeVisible();
    await screenshot(page, 'catalogue-create-spec-assigned');

    // The spec's More Options page lists the catalogue spec's documents.
    await powder.getByRole('button', { name: 'Actions for Console Sink 30 in.' }).click();
    await page.getByRole('menuitem', { name: 'More Options' }).click();
    const documents = page.getByRole('list', { name: 'Documents' });
    await expect(documents.getByRole('listitem')).toHaveCount(2);
    await expect(documents).toContainText('Spec Sheet');

    // 5. The Brands page lists the new brand as the account's own, with its one product.
    await page.goto('/v4/brands');
    await page.getByRole('textbox', { name: 'Search brands' }).fill(brand);
    const row = page.getByRole('table', { name: 'Brands' }).getByRole('row').filter({ hasText: brand });
    await expect(row).toContainText('Yours');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(row.getByRole('link', { name: brand, exact: true })).toHaveAttribute('href', `/v4/matrix?search=${encodeURIComponent(brand)}`);
    await page.getByRole('textbox', { name: 'Search brands' }).fill('');
    await expect(page.getByRole('table', { name: 'Brands' }).getByRole('link', { name: 'Aquaterra', exact: true })).toBeVisible();
    await screenshot(page, 'catalogue-brands');
  });

  test('looks right on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/brands');
    await expect(page.getByRole('table', { name: 'Brands' })).toBeVisible();
    await screenshot(page, 'catalogue-brands-375');
    await page.getByRole('button', { name: 'Create Spec' }).click();
    const create = page.getByRole('dialog', { name: 'Create Spec' });
    await expect(create.getByText('All fields marked * are required')).toBeVisible();
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'The form has missing or invalid data').first()).toBeVisible();
    await screenshot(page, 'catalogue-create-spec-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
