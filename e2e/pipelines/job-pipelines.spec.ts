import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * Job pipelines (/v4/jobs/pipelines): the demo showroom's board "Showroom jobs"; a specbook moved
 * to another lane by mouse (drag and drop) and another by keyboard (its "Move to…" menu), both
 * still there after a reload and shown on the specbook's manage page; then the board at 375 px,
 * one lane at a time.
 */

const lane = (page: Page, name: string): Locator => page.locator(`[data-testid="board-lane"][data-lane-name="${name}"]`);
const card = (scope: Page | Locator, name: string): Locator => scope.locator(`[data-testid="board-card"][data-card-name="${name}"]`);

/** Waits for the one PATCH a move sends. */
function moveSaved(page: Page) {
  return page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/board\/\d+\/specbooks\/\d+$/.test(r.url()) && r.status() === 200);
}

/** Drags a card by its handle onto a lane, with the small steps dnd-kit's pointer sensor needs. */
async function dragToLane(page: Page, name: string, target: Locator): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag ${name}` });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 60, { steps: 20 });
  await page.mouse.up();
}

/** Opens a card's menu with the keyboard and picks `item` with the arrow keys and Enter. */
async function moveByKeyboard(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Move to… and more for ${name}` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  for (let i = 0; i < 10; i += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === item) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByRole('menuitem', { name: item })).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('job pipelines', () => {
  test('move a specbook across lanes by mouse and by keyboard; both persist after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/jobs/pipelines');
    await expect(page.getByRole('heading', { name: 'Job Pipelines', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Board', exact: true })).toHaveValue('Showroom jobs');
    for (const name of ['Lead', 'Quoting', 'Approved', 'Ordered', 'Installed']) await expect(lane(page, name)).toBeVisible();
    await expect(card(lane(page, 'Lead'), 'Patel Kitchen Lighting')).toBeVisible();
    await expect(card(lane(page, 'Approved'), 'Johnson Master Bath')).toContainText('% approved');
    await expect(lane(page, 'Installed')).toContainText('No specbooks in this lane yet');
    await screenshot(page, 'job-pipelines-board');

    // Mouse: Patel Kitchen Lighting from Lead to Quoting.
    const saved = moveSaved(page);
    await dragToLane(page, 'Patel Kitchen Lighting', lane(page, 'Quoting'));
    await saved;
    await expect(card(lane(page, 'Quoting'), 'Patel Kitchen Lighting')).toBeVisible();

    // Keyboard: Johnson Master Bath from Approved to Ordered through its menu.
    const savedByKeys = moveSaved(page);
    await moveByKeyboard(page, 'Johnson Master Bath', 'Ordered');
    await savedByKeys;
    await expect(card(lane(page, 'Ordered'), 'Johnson Master Bath')).toBeVisible();

    await page.reload();
    // The shared test machine can be slow to answer right after a reload.
    await expect(card(lane(page, 'Quoting'), 'Patel Kitchen Lighting')).toBeVisible({ timeout: 30_000 });
    await expect(card(lane(page, 'Ordered'), 'Johnson Master Bath')).toBeVisible();
    await expect(card(lane(page, 'Lead'), 'Patel Kitchen Lighting')).toHaveCount(0);
    await expect(card(lane(page, 'Approved'), 'Johnson Master Bath')).toHaveCount(0);
    await screenshot(page, 'job-pipelines-after-moves');

    // The specbook's manage page shows its board and lane.
    await card(lane(page, 'Ordered'), 'Johnson Master Bath').getByRole('link', { name: 'Johnson Master Bath' }).click();
    await expect(page.getByTestId('specbook-board-place')).toHaveText('Showroom jobs · Ordered');
    await page.goBack();

    // A phone: one lane at a time, chosen above the cards.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('combobox', { name: 'Lane', exact: true })).toBeVisible();
    await expect(page.locator('[data-testid="board-lane"]')).toHaveCount(1);
    await screenshot(page, 'job-pipelines-375');
  });
});
