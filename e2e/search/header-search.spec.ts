import type { Request } from '@playwright/test';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';

/** The search terms the header search sent to GET /api/v4/user/{id}/specbook. */
function recordSearches(page: import('@playwright/test').Page): string[] {
  const terms: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && /\/api\/v4\/user\/\d+\/specbook$/.test(url.pathname) && url.searchParams.has('search')) {
      terms.push(url.searchParams.get('search') ?? '');
    }
  });
  return terms;
}

test.describe('header search', () => {
  test('finds the seller’s specbook by name, opens it, and says when nothing matches', async ({ page, request }) => {
    await signIn(page, DEMO.seller.email);
    const searches = recordSearches(page);
    const input = page.getByRole('banner').getByRole('textbox', { name: 'Search specbooks' });
    const results = page.getByRole('listbox', { name: 'Specbook search results' });

    // Two characters: no search, nothing shown (even after the 500 ms pause).
    await input.fill('po');
    await page.waitForTimeout(900);
    expect(searches).toEqual([]);
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.getByText('No results found')).toHaveCount(0);

    // Typed one key at a time: only the settled term is searched.
    await input.fill('');
    await input.pressSequentially('powder', { delay: 60 });
    const hit = results.getByRole('option');
    await expect(hit).toHaveCount(1);
    await expect(hit).toContainText('Johnson Residence');
    await expect(hit).toContainText('Johnson Powder Room');
    await expect(hit).toHaveText(/#\d+/);
    // Searched only once typing paused (500 ms): the settled term, never the short 'po' (an
    // intermediate prefix may slip through only when the machine stalls between two keys).
    // A stalled key may let 'powd' through first, whose hit looks the same: wait for the settled term.
    await expect.poll(() => searches.at(-1)).toBe('powder');
    expect(searches.length).toBeLessThan(4);
    for (const term of searches) expect('powder'.startsWith(term) && term.length >= 3, `searched '${term}'`).toBe(true);

    // The id shown is the specbook's id on the server.
    const token = await readToken(page);
    const me = await (await request.get('/api/v4/user/me', { headers: { Authorization: `Bearer ${token}` } })).json();
    const found = await (
      await request.get(`/api/v4/user/${me.data.id}/specbook?search=powder`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const powderRoom = found.data.find((s: { name: string }) => s.name === 'Johnson Powder Room');
    expect(powderRoom).toBeTruthy();
    await expect(hit).toContainText(`#${powderRoom.id}`);
    await screenshot(page, 'header-search-results');

    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/v4/specbooks/manage/${powderRoom.id}$`));
    // The manage page has its own layout, so its header (and search field) replaces the one typed
    // in: wait for the page before typing again, as a user would.
    await expect(page.getByRole('heading', { level: 1, name: 'Johnson Powder Room' })).toBeVisible();
    await expect(input).toHaveValue('');

    await input.fill('zzzz');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    await screenshot(page, 'header-search-no-results');
  });

  test('lists several matches with their profiles', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.getByRole('banner').getByRole('textbox', { name: 'Search specbooks' }).fill('oak street');
    const hits = page.getByRole('listbox', { name: 'Specbook search results' }).getByRole('option');
    await expect(hits).toHaveCount(2);
    await expect(hits.filter({ hasText: 'Oak Street Kitchen' })).toContainText('Oak Street Remodel');
    await expect(hits.filter({ hasText: 'Oak Street Guest Bath' })).toContainText('Oak Street Remodel');
  });

  test('does not find another company’s specbooks', async ({ page }) => {
    await signIn(page, DEMO.other.email);
    await page.getByRole('banner').getByRole('textbox', { name: 'Search specbooks' }).fill('johnson');
    await expect(page.getByText('No results found')).toBeVisible();
  });
});
