import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, toast } from '../support/workspace';

/**
 * The profiles pages: create a profile from the list (its rules first), land on it, give it a
 * specbook with a catalogue spec, and see the specbook, the period totals, the graph and the top
 * seller; then the page at 375 px.
 */
test.describe('profiles', () => {
  test('create a profile, open it, see its specbooks and totals', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Lakeview Condo ${Date.now().toString(36)}`;

    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/profiles');
    await expect(page.getByRole('heading', { name: 'Profiles', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Profiles' }).getByRole('link', { name: 'Johnson Residence' })).toBeVisible();
    await screenshot(page, 'profiles-list-desktop');

    await page.getByRole('button', { name: 'New profile' }).click();
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(form.getByText('Required', { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill('board@lakeview.example');
    await form.getByRole('textbox', { name: 'Phone' }).fill('(312) 555-0142');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await expect(toast(page, 'Profile created.')).toBeVisible();
    await expect(page).toHaveURL(/\/v4\/profiles\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Specbooks' }).getByText('No specbooks yet.')).toBeVisible();

    // A specbook in this profile with two of one catalogue spec, through the pinned API calls.
    const profileId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const specs = await callApi<{ id: number; listPrice?: string }[]>(page, 'GET', `/v4/user/${me.id}/specs?searchTerm=AQ-4512-BN&perPage=1`);
    const book = await callApi<{ id: number }>(page, 'POST', `/v4/user/${me.id}/specbook`, {
      createSpecbookRequest: { Specbook: { name: `${name} Baths`, profile: { id: profileId } } },
    });
    await callApi(page, 'POST', `/v4/user/${me.id}/specbook/${book.id}/specs`, {
      createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: specs[0]!.id }, category: { id: null }, quantity: 2 } },
    });

    await page.reload();
    await expect(page.getByRole('link', { name: `${name} Baths` })).toHaveAttribute('href', `/v4/specbooks/manage/${book.id}`);
    for (const period of ['Last month', 'Last year', 'Current quarter']) {
      await expect(page.getByRole('region', { name: period }).getByText('$778.00', { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Last month' }).getByText(/1 specbook ·/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals by month' }).getByText('1 specbook created in the last 12 months')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top sellers' }).getByText('Vessel Lavatory Faucet')).toBeVisible();
    await screenshot(page, 'profile-page-desktop');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    // Polled: the side menu slides away after the resize.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'profile-page-375');
  });

  test('a pro user sees Projects', async ({ page }) => {
    await signIn(page, DEMO.pro.email);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/v4/profiles');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: 'Hillside Loft' })).toBeVisible();
    await screenshot(page, 'projects-list-375');
    await page.getByRole('button', { name: 'New project' }).click();
    await expect(page.getByRole('form', { name: 'Project' })).toBeVisible();
    await screenshot(page, 'project-form-375');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Hillside Loft' }).click();
    await expect(page.getByRole('region', { name: 'Top sellers' }).getByText('Freestanding Soaking Tub 67 in.')).toBeVisible();
    await screenshot(page, 'project-page-pro-desktop');
  });
});
