import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi } from '../support/workspace';

/**
 * The specbook list shows the fields issue 22 item 2 adds to its rows: the team members and the
 * open alerts of each specbook (docs/decisions/064), on a desktop and a 375 px wide screen.
 */
test.describe('the specbook list shows team and alert counts', () => {
  test('a specbook with two team members and one upcoming alert', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;
    const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile`);
    const name = `E2E Counts ${Date.now().toString(36)}`;
    const book = await callApi<{ id: number; paymentTerms: { name: string } }>(page, 'POST', `${u}/specbook`, {
      createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } },
    });
    for (const [member, email] of [['Ellen Johnson', 'ellen.e2e@example.com'], ['Sam Ortiz', 'sam.e2e@example.com']]) {
      await callApi(page, 'POST', `${u}/specbook/${book.id}/team`, { createTeamMemberRequest: { TeamMember: { name: member, emailAddress: email } } });
    }
    await callApi(page, 'POST', `${u}/specbook/${book.id}/alerts`, {
      createAlertRequest: { Alert: { name: 'Fixture delivery', startAlert: '2099-03-14', endAlert: '2099-03-14', timezone: 'America/Chicago' } },
    });
    const patched = await callApi<{ paymentTerms: { id: number; name: string } }>(page, 'PATCH', `${u}/specbook/${book.id}`, {
      updateSpecbookRequest: { Specbook: { paymentTerms: 30 } },
    });
    expect(patched.paymentTerms).toEqual({ id: 30, name: 'Net 30' });

    await page.goto('/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(card.getByRole('img', { name: '2 team members' })).toBeVisible();
    await expect(card.getByRole('img', { name: '1 open alert' })).toBeVisible();
    await screenshot(page, 'specbook-list-counts');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(card.getByRole('img', { name: '2 team members' })).toBeVisible();
    await screenshot(page, 'specbook-list-counts-375');
  });
});
