import type { Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

/**
 * A seller works with a trade partner of another company: Lakeside's seller creates a group,
 * invites Harbor's seller (other@) with the share form and shares a specbook from its manage page;
 * the partner signs in, joins the group, finds the specbook under "Shared with me", previews it and
 * clones it into one of their own profiles.
 */

const ROOM = 'Partner Vanity';
const VANITY_FAUCET = 'AQ-9010-CB';

/** A new specbook of the seller with one room holding a catalogue spec (set up through the API). */
async function specbookToShare(page: Page, userId: number, name: string): Promise<number> {
  const u = `/v4/user/${userId}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
  const roomRow = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: ROOM } } });
  const hits = await callApi<{ id: number; modelNumber: string }[]>(page, 'GET', `${u}/specs?searchTerm=${VANITY_FAUCET}`);
  const spec = hits.find((h) => h.modelNumber === VANITY_FAUCET)!;
  await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: roomRow.id } } } });
  return book.id;
}

test.describe('sharing with a trade partner', () => {
  test('invite a partner to a group and share a specbook; the partner joins and clones it', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const groupName = `Partners ${suffix}`;
    const specbookName = `E2E Shared ${suffix}`;

    // 1. The seller creates a group and invites the partner with the share form.
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const specbookId = await specbookToShare(page, me.id, specbookName);
    await page.goto('/v4/groups');
    await page.getByRole('button', { name: 'Create group' }).click();
    const create = page.getByRole('dialog', { name: 'Create group' });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Group name is required')).toBeVisible();
    await create.getByRole('textbox', { name: 'Group name' }).fill(groupName);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Group created')).toBeVisible();
    const card = page.getByRole('article', { name: `Group ${groupName}` });
    await card.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: `Invite to ${groupName}` });
    await invite.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await invite.getByRole('textbox', { name: 'Name' }).fill('Chris Novak');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await expect(invite.getByText('Must be a valid email address')).toBeVisible();
    await invite.getByRole('textbox', { name: 'Email address' }).fill(DEMO.other.email);
    await invite.getByRole('textbox', { name: 'Company' }).fill(DEMO.other.company);
    await invite.getByRole('textbox', { name: 'Message' }).fill('Let us quote the Johnson job together.');
    const sent = apiResponse(page, 'POST', /\/groups\/\d+\/invites$/);
    await invite.getByRole('button', { name: 'Send invite' }).click();
    expect((await sent).status()).toBe(201);
    await expect(toast(page, 'Invite sent')).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: DEMO.other.email }).getByText('Pending')).toBeVisible();
    await screenshot(page, 'collaboration-groups-seller');

    // 2. The seller shares the specbook from its manage page.
    await page.goto(`/v4/specbooks/manage/${specbookId}`);
    await page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share specbook' });
    await expect(share.getByText('Not shared with anyone yet.')).toBeVisible();
    await share.getByRole('textbox', { name: 'Email address' }).fill(DEMO.other.email);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(toast(page, 'Specbook shared')).toBeVisible();
    await expect(share.getByRole('list', { name: 'Shared with' }).getByText(DEMO.other.email)).toBeVisible();
    await screenshot(page, 'collaboration-share-dialog');

    // 3. The partner signs in, joins the group and clones the shared specbook.
    const partner = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
    await signIn(partner, DEMO.other.email);
    await partner.goto('/v4/groups');
    const received = partner.getByRole('listitem', { name: `Invite to ${groupName}` });
    await expect(received.getByText('Let us quote the Johnson job together.')).toBeVisible();
    await received.getByRole('button', { name: 'Join' }).click();
    await expect(toast(partner, 'You joined the group')).toBeVisible();
    await expect(received.getByText('Joined')).toBeVisible();
    const joined = partner.getByRole('article', { name: `Group ${groupName}` });
    await expect(joined.getByText('Maya Thompson · Lakeside Bath & Kitchen')).toBeVisible();
    await screenshot(partner, 'collaboration-groups-partner');

    await partner.goto('/v4/shared');
    const shared = partner.getByRole('article', { name: specbookName });
    await expect(shared.getByText('1 room · 1 spec')).toBeVisible();
    await shared.getByRole('button', { name: 'Preview' }).click();
    const preview = partner.getByRole('dialog', { name: specbookName });
    await expect(preview.getByRole('region', { name: ROOM })).toBeVisible();
    await partner.keyboard.press('Escape');
    await screenshot(partner, 'collaboration-shared-with-me');
    await partner.setViewportSize({ width: 375, height: 800 });
    await screenshot(partner, 'collaboration-shared-with-me-375');
    await partner.setViewportSize({ width: 1280, height: 800 });

    await shared.getByRole('button', { name: 'Clone' }).click();
    const clone = partner.getByRole('dialog', { name: `Clone ${specbookName}` });
    await clone.getByPlaceholder('Pick a profile').click();
    await partner.getByRole('option', { name: 'Bayview Apartments' }).click();
    const cloned = apiResponse(partner, 'POST', /\/shared\/\d+\/clone$/);
    await clone.getByRole('button', { name: 'Clone' }).click();
    const copy = (await (await cloned).json()) as { data: { id: number } };
    await expect(toast(partner, 'Specbook cloned')).toBeVisible();
    await expect(partner).toHaveURL(new RegExp(`/v4/specbooks/manage/${copy.data.id}$`));
    expect(copy.data.id).not.toBe(specbookId);
    await expect(partner.getByText(ROOM).first()).toBeVisible();
    await screenshot(partner, 'collaboration-cloned-specbook');

    // The original is still closed to the partner.
    const token = await partner.evaluate(() => window.localStorage.getItem('sb_jwt'));
    const partnerMe = await callApi<{ id: number }>(partner, 'GET', '/v4/user/me');
    const direct = await partner.request.get(`/api/v4/user/${partnerMe.id}/specbook/${specbookId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(direct.status()).toBe(404);

    // The seller sees the groups page at 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/v4/groups');
    await expect(page.getByRole('article', { name: `Group ${groupName}` }).getByRole('listitem').filter({ hasText: DEMO.other.email })).not.toContainText('Pending');
    await screenshot(page, 'collaboration-groups-375');
  });

  test('a pro user with useProUserInvite invites a trade professional from the manage page', async ({ page }) => {
    await signIn(page, DEMO.pro.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const [book] = await callApi<{ id: number }[]>(page, 'GET', `/v4/user/${me.id}/specbook?search=Hillside`);
    await page.goto(`/v4/specbooks/manage/${book!.id}`);
    await page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: 'Invite pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a pro' });
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await expect(dialog.getByText('Email address is required')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    const email = `plumber.${Date.now().toString(36)}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Pat Plumber');
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Pat Plumbing Co.');
    await screenshot(page, 'collaboration-pro-invite');
    const sent = apiResponse(page, 'POST', /\/pro-invites$/);
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    expect((await sent).status()).toBe(201);
    await expect(toast(page, 'Invite sent')).toBeVisible();
    await expect(dialog).toBeHidden();
    const invites = await callApi<{ user: { email: string }; kind: string; group: { name: string } }[]>(page, 'GET', `/v4/user/${me.id}/invites`);
    expect(invites.find((i) => i.user.email === email)).toMatchObject({ kind: 'pro', group: { name: 'Trade partners' } });
  });
});
