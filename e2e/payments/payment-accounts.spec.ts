import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * Payment Methods against the fake Stripe that e2e/support/server.mjs starts beside the server:
 * a Stripe payment account needs onboarding, 'Resume' opens Stripe's hosted onboarding, and the
 * account.updated webhook makes it valid with a 'Manage' link.
 */
test.describe('payment accounts', () => {
  test('a Stripe account is onboarded through Resume, then shows Valid and offers Manage', async ({ page }) => {
    const label = `Card payments ${Date.now()}`;
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Showroom payments' }).getByText('Valid', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add payment account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add payment account' });
    await expect(dialog.getByRole('radio', { name: 'Stripe (cards)' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Label is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Label' }).fill(label);
    await dialog.getByRole('textbox', { name: 'Label' }).press('Enter');
    await expect(page.getByText('Payment account added')).toBeVisible();

    const card = page.getByRole('listitem', { name: label });
    await expect(card.getByText('Needs attention')).toBeVisible();
    await expect(card.getByText(/Stripe needs more details/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Manage' })).toHaveCount(0);
    await screenshot(page, 'payments-needs-attention');

    await card.getByRole('link', { name: 'Resume' }).click();
    await expect(page.getByRole('heading', { name: 'Set up payments' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete onboarding' }).click();

    await expect(page).toHaveURL(/\/v4\/payments\?onboarding=done$/);
    const onboarded = page.getByRole('listitem', { name: label });
    await expect(onboarded.getByText('Valid', { exact: true })).toBeVisible();
    await expect(onboarded.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', /\/express\/acct_/);
    await expect(onboarded.getByRole('link', { name: 'Resume' })).toHaveCount(0);
    await screenshot(page, 'payments-valid');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(onboarded.getByRole('link', { name: 'Manage' })).toBeInViewport({ ratio: 0.5 });
    await screenshot(page, 'payments-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await onboarded.getByRole('button', { name: `Remove ${label}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Payment account removed')).toBeVisible();
    await expect(page.getByRole('listitem', { name: label })).toHaveCount(0);
  });
});
