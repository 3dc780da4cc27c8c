import sharp from 'sharp';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * The company account (/v4/account): edit the company record, a contact and a policy, see a
 * validation message, reload and find the edits kept; then the page at 375 px. The company's
 * name is left alone: other journeys read it in the header.
 */
test.describe('company account', () => {
  test('edit the company record, a contact and a policy; they are kept after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const certificate = `IL-RS-${stamp}`.toUpperCase();
    const returns = `Returns accepted within 45 days (${stamp}).`;

    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/account');
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();

    // The company record: a validation message, then a good save.
    const company = page.getByRole('form', { name: 'Company' });
    await expect(company.getByRole('textbox', { name: 'Company Name' })).toHaveValue(DEMO.seller.company);
    const email = company.getByRole('textbox', { name: 'Email' });
    await email.fill('');
    await email.blur();
    await expect(company.getByText('Email address is required')).toBeVisible();
    await email.fill('Sales@LakesideBath.Example');
    await company.getByRole('textbox', { name: 'Fax' }).fill('(312) 555-0199');
    await company.getByRole('textbox', { name: 'Resale certificate' }).fill(certificate);
    await company.getByRole('button', { name: 'Save company' }).click();
    await expect(toast(page, 'Company account saved.')).toBeVisible();

    // A social link that is not a web address is refused with the spec's message.
    const social = page.getByRole('form', { name: 'Social links' });
    await social.getByRole('textbox', { name: 'YouTube' }).fill('my channel');
    await expect(social.getByText('YouTube profile needs to be a valid web address')).toBeVisible();
    await social.getByRole('textbox', { name: 'YouTube' }).fill('youtube.com/@lakesidebath');
    await social.getByRole('button', { name: 'Save links' }).click();
    await expect(toast(page, 'Company account saved.').first()).toBeVisible();

    // The purchasing contact.
    const purchasing = page.getByRole('form', { name: 'Purchasing contact' });
    await purchasing.getByRole('textbox', { name: 'Name' }).fill(`Dana Buyer ${stamp}`);
    await purchasing.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await expect(purchasing.getByText('Purchasing email address needs to be a valid email address')).toBeVisible();
    await purchasing.getByRole('textbox', { name: 'Email' }).fill('Buyer@LakesideBath.Example');
    await purchasing.getByRole('button', { name: 'Save purchasing' }).click();
    await expect(toast(page, 'Contact saved.')).toBeVisible();

    // The returns policy.
    const policy = page.getByRole('form', { name: 'Returns Policy' });
    await policy.getByRole('textbox', { name: 'Returns Policy' }).fill(returns);
    await policy.getByRole('button', { name: 'Save returns policy' }).click();
    await expect(toast(page, 'Policy saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    const reloaded = page.getByRole('form', { name: 'Company' });
    // The e-mail is stored lower-cased.
    await expect(reloaded.getByRole('textbox', { name: 'Email' })).toHaveValue('sales@lakesidebath.example');
    await expect(reloaded.getByRole('textbox', { name: 'Resale certificate' })).toHaveValue(certificate);
    await expect(page.getByRole('form', { name: 'Social links' }).getByRole('textbox', { name: 'YouTube' })).toHaveValue('https://youtube.com/@lakesidebath');
    const contact = page.getByRole('form', { name: 'Purchasing contact' });
    await expect(contact.getByRole('textbox', { name: 'Name' })).toHaveValue(`Dana Buyer ${stamp}`);
    await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue('buyer@lakesidebath.example');
    await expect(page.getByRole('form', { name: 'Returns Policy' }).getByRole('textbox', { name: 'Returns Policy' })).toHaveValue(returns);

    // A logo upload: stored as PNG and shown from its public URL.
    const logo = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" rx="40" fill="#0b5563"/><text x="120" y="150" font-size="96" font-family="sans-serif" font-weight="bold" fill="#f5c542" text-anchor="middle">LK</text></svg>'))
      .png()
      .toBuffer();
    await page.getByRole('region', { name: 'Company' }).locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(toast(page, 'Logo uploaded.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Company' }).getByRole('img', { name: `${DEMO.seller.company} logo` })).toHaveAttribute('src', /^\/api\/files\/account-logos\/\d+\/[0-9a-f-]{36}\.png$/);

    await screenshot(page, 'account-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('form', { name: 'Company' })).toBeVisible();
    // A toast sliding in or out overflows for a moment: wait for the page to settle.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-375');
  });
});
