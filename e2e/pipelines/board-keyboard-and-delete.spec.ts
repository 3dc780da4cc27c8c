import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

/**
 * Job pipelines on boards of the journey's own (the demo board "Showroom jobs" is read by the
 * other pipelines journey): a card moved to the next lane's end with the keyboard through dnd-kit
 * (space, arrows, space), announced to screen readers and kept after a reload; and a board
 * deleted from the board picker, its specbook staying (off any board).
 */

const lane = (page: Page, name: string): Locator => page.locator(`[data-testid="board-lane"][data-lane-name="${name}"]`);
const cardNames = (scope: Locator): Promise<string[]> =>
  scope.locator('[data-testid="board-card"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-card-name') ?? ''));
/** dnd-kit's live region: what a screen reader hears during a drag. */
const liveRegion = (page: Page): Locator => page.locator('[id^="DndLiveRegion"]');
const stamp = () => Date.now().toString(36);

type TLane = { id: number; name: string };

/** The seller's user path and a profile to hang new specbooks on. */
async function sellerBase(page: Page): Promise<{ u: string; profileId: number }> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  return { u, profileId: profile!.id };
}

/** A new specbook of the seller, on no board. */
async function newSpecbook(page: Page, u: string, profileId: number, name: string): Promise<number> {
  return (await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profileId } } } })).id;
}

/** Shows `name` in the board picker and waits for its lanes. */
async function pickBoard(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Board', exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue(name);
}

test.describe('job pipelines boards', () => {
  test('move a card to the next lane with the keyboard (space, arrows, space): announced, one PATCH, kept after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const { u, profileId } = await sellerBase(page);
    const boardName = `Keyboard board ${stamp()}`;
    const board = await callApi<{ id: number; lanes: TLane[] }>(page, 'POST', `${u}/board`, { createBoardRequest: { Board: { name: boardName, lanes: ['Lead', 'Quoting'] } } });
    const [lead, quoting] = board.lanes;
    const moving = `E2E Keys Moving ${stamp()}`;
    const staying = `E2E Keys Staying ${stamp()}`;
    const waiting = `E2E Keys Waiting ${stamp()}`;
    for (const [name, laneId] of [[moving, lead!.id], [staying, lead!.id], [waiting, quoting!.id]] as const) {
      const id = await newSpecbook(page, u, profileId, name);
      await callApi(page, 'POST', `${u}/board/${board.id}/specbooks`, { addBoardSpecbookRequest: { Specbook: { id, lane: { id: laneId } } } });
    }

    await page.goto('/v4/jobs/pipelines');
    await pickBoard(page, boardName);
    await expect.poll(() => cardNames(lane(page, 'Lead'))).toEqual([moving, staying]);
    await expect.poll(() => cardNames(lane(page, 'Quoting'))).toEqual([waiting]);

    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && /\/board\/\d+\/specbooks\/\d+$/.test(r.url())) patches.push(r.postData() ?? '');
    });
    const handle = page.getByRole('button', { name: `Drag ${moving}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(liveRegion(page)).toHaveText(new RegExp(`Picked up ${moving}\\.|${moving} is over lane Lead, position 1 of 2\\.`));
    await page.keyboard.press('ArrowRight');
    await expect(liveRegion(page)).toHaveText(`${moving} is over lane Quoting, position 1 of 2.`);
    await page.keyboard.press('ArrowDown');
    // Heard once the page has taken the move in: only then does a drop land there.
    await expect(liveRegion(page)).toHaveText(`${moving} is over lane Quoting, position 2 of 2.`);
    const saved = apiResponse(page, 'PATCH', /\/board\/\d+\/specbooks\/\d+$/);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(liveRegion(page)).toHaveText(`${moving} was dropped in lane Quoting, position 2 of 2.`);
    // Below the lane's last card: its end, after the card waiting there.
    await expect.poll(() => cardNames(lane(page, 'Quoting'))).toEqual([waiting, moving]);
    await expect.poll(() => cardNames(lane(page, 'Lead'))).toEqual([staying]);
    expect(patches).toHaveLength(1);
    const sent = JSON.parse(patches[0]!) as { addBoardSpecbookRequest: { Specbook: { lane: { id: number }; position: { before: number | null } } } };
    expect(sent.addBoardSpecbookRequest.Specbook.lane.id).toBe(quoting!.id);
    expect(sent.addBoardSpecbookRequest.Specbook.position.before).toBeNull();

    await page.reload();
    await pickBoard(page, boardName);
    // The shared test machine can be slow to answer right after a reload.
    await expect.poll(() => cardNames(lane(page, 'Quoting')), { timeout: 30_000 }).toEqual([waiting, moving]);
    await expect.poll(() => cardNames(lane(page, 'Lead'))).toEqual([staying]);
  });

  test('delete a board from the picker: its specbook stays, on no board, and the picker no longer lists it', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const { u, profileId } = await sellerBase(page);
    const jobName = `E2E Temporary job ${stamp()}`;
    const jobId = await newSpecbook(page, u, profileId, jobName);

    await page.goto('/v4/jobs/pipelines');
    await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue('Showroom jobs');
    await page.getByRole('button', { name: 'New board' }).click();
    const create = page.getByRole('dialog', { name: 'New board' });
    await create.getByLabel('Board name').fill('Temporary board');
    await expect(create.getByRole('checkbox')).toBeChecked();
    await create.getByRole('button', { name: 'Create board' }).click();
    await expect(toast(page, 'Board created')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue('Temporary board');
    for (const name of ['Lead', 'Quoting', 'Approved', 'Ordered', 'Installed']) await expect(lane(page, name)).toBeVisible();

    await lane(page, 'Lead').getByRole('button', { name: 'Add specbook' }).click();
    const add = page.getByRole('dialog', { name: 'Add a specbook to Lead' });
    await add.getByLabel('Search your specbooks').fill(jobName);
    await add.getByRole('listitem').filter({ hasText: jobName }).click();
    await expect.poll(() => cardNames(lane(page, 'Lead'))).toEqual([jobName]);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete board Temporary board?' });
    await expect(confirm).toContainText('Its specbooks stay: they only leave the board.');
    await expect(confirm).toContainText('Its 1 specbook leaves the board (it is not deleted).');
    await screenshot(page, 'job-pipelines-delete-board');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(confirm.getByRole('button', { name: 'Delete board' })).toBeInViewport();
    await screenshot(page, 'job-pipelines-delete-board-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    const deleted = apiResponse(page, 'DELETE', /\/board\/\d+$/);
    await confirm.getByRole('button', { name: 'Delete board' }).click();
    const answer = await deleted;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('forceDelete')).toBe('true');
    await expect(toast(page, 'Board removed')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue('Showroom jobs');
    await page.getByRole('combobox', { name: 'Board', exact: true }).click();
    await expect(page.getByRole('option', { name: 'Showroom jobs' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Temporary board' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The specbook is still there, on no board.
    await page.goto(`/v4/specbooks/manage/${jobId}`);
    await expect(page.getByTestId('specbook-board-place')).toHaveText('Not on a job pipeline board');
    await expect(page.getByText(jobName).first()).toBeVisible();
  });
});
