import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * A specbook created without a name ('Untitled Specbook') is renamed in place on its manage page
 * — with the mouse and with the keyboard alone — and its details are edited in the Edit
 * Specbook dialog, with the spec's validation messages and toast.
 */
test.describe('editing a specbook on its manage page', () => {
  test('rename in place (click, keyboard, Escape), then the Edit dialog: messages, dates, status', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    const headers = { Authorization: `Bearer ${await readToken(page)}` };
    const me = await (await page.request.get('/api/v4/user/me', { headers })).json();
    const u = `/api/v4/user/${me.data.id as number}`;
    const profiles = (await (await page.request.get(`${u}/profile`, { headers })).json()).data as { id: number; name: string }[];
    const created = await page.request.post(`${u}/specbook`, {
      headers,
      data: { createSpecbookRequest: { Specbook: { profile: { id: profiles[0]!.id } } } },
    });
    const book = (await created.json()).data as { id: number; name: string };
    expect(book.name).toBe('Untitled Specbook');

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Untitled Specbook');

    // 1. Click the title, type, Enter.
    const name = `E2E Renamed ${Date.now().toString(36)}`;
    await heading.getByRole('button', { name: 'Untitled Specbook' }).click();
    const input = page.getByRole('textbox', { name: 'Specbook name' });
    await expect(input).toBeFocused();
    await input.fill(name);
    await input.press('Enter');
    await expect(toast(page, 'SpecBook Sucessfully Updated!').first()).toBeVisible();
    await expect(heading).toHaveText(name);
    await expect(heading.getByRole('button', { name })).toBeFocused();
    await screenshot(page, 'workspace-renamed');

    // 2. Keyboard only: Enter on the focused title opens the field; a short name is refused with
    //    the spec's message; Escape puts everything back.
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.type('ab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Name must be at least 3 characters long.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(heading).toHaveText(name);

    // 3. The Edit dialog.
    await page.getByRole('button', { name: 'Edit specbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Specbook' });
    await expect(dialog.getByRole('textbox', { name: 'Specbook Name' })).toHaveValue(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('x'.repeat(401));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Description must not exceed 5 lines and 400 characters')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Primary suite, second floor');
    await dialog.getByLabel('Expected approval').fill('2026-12-01');
    await dialog.getByLabel('Expected installation').fill('2027-02-15');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Submitted' }).click();
    await screenshot(page, 'workspace-edit-specbook');
    const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && new URL(res.url()).pathname === `${u}/specbook/${book.id}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'SpecBook Sucessfully Updated!').first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Primary suite, second floor', { exact: false }).first()).toBeVisible();

    // It all stuck.
    await page.reload();
    await expect(heading).toHaveText(name);
    const stored = (await (await page.request.get(`${u}/specbook/${book.id}`, { headers })).json()).data;
    expect(stored).toMatchObject({
      name,
      description: 'Primary suite, second floor',
      status: 'submitted',
      expectedApprovedAt: '2026-12-01T00:00:00.000Z',
      expectedInstalledAt: '2027-02-15T00:00:00.000Z',
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await heading.getByRole('button', { name }).click();
    await expect(input).toBeFocused();
    await screenshot(page, 'workspace-rename-phone');
    await page.keyboard.press('Escape');
  });
});
