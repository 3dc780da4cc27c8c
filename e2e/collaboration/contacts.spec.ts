import type { Locator, Page } from '@playwright/test';
import { CONTACT_MESSAGES as M } from '#shared/lib/contact-messages';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

/**
 * People (contacts, decision 059) in the customer drawer and the vendor drawer: the seller adds a
 * person to a customer (a bad e-mail is refused with the shared rule's message), edits them, finds
 * the edit after a reload and removes them; then adds a person to a vendor. Desktop and 375 px.
 */

type TPerson = { name: string; title?: string; company?: string; email?: string; phone?: string };

/** Fill the person form (Add person / Save person) with `p`'s fields. */
async function fillPerson(form: Locator, p: TPerson): Promise<void> {
  await form.getByRole('textbox', { name: /^Name/ }).fill(p.name);
  if (p.title !== undefined) await form.getByRole('textbox', { name: 'Title' }).fill(p.title);
  if (p.company !== undefined) await form.getByRole('textbox', { name: 'Company' }).fill(p.company);
  if (p.email !== undefined) await form.getByRole('textbox', { name: 'Email' }).fill(p.email);
  if (p.phone !== undefined) await form.getByRole('textbox', { name: 'Phone' }).fill(p.phone);
}

/** The 'People' section of a drawer. */
function people(drawer: Locator): Locator {
  return drawer.getByRole('region', { name: M.people });
}

/** Open `name`'s drawer from the customer center's list, found by search. */
async function openCustomer(page: Page, name: string, stamp: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Search customers' }).fill(stamp);
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(people(drawer)).toBeVisible();
  return drawer;
}

test.describe('contacts', () => {
  test('add, validate, edit and remove a person of a customer; add a person to a vendor', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const customerName = `Harper Remodel ${stamp}`;
    const vendorName = `Lakeshore Tile ${stamp}`;
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;
    await callApi(page, 'POST', `${u}/customer`, { createCustomerRequest: { Customer: { name: customerName, companyName: 'Harper Remodel LLC' } } });
    await callApi(page, 'POST', `${u}/seller`, { createSellerRequest: { Seller: { name: vendorName, email: `orders-${stamp}@lakeshore.example` } } });

    // 1. A new customer has nobody yet; the form refuses a bad e-mail with the shared message.
    await page.goto('/v4/customers');
    // openCustomer answers the same locator each time: it finds the drawer again after a reload.
    const drawer = await openCustomer(page, customerName, stamp);
    const section = people(drawer);
    await expect(section.getByText(M.empty)).toBeVisible();
    await section.getByRole('button', { name: 'Add person' }).click();
    const add = section.getByRole('form', { name: 'Add person' });
    await add.getByRole('button', { name: 'Add person' }).click();
    await expect(add.getByText(M.nameRequired)).toBeVisible();
    await fillPerson(add, { name: 'Ann Harper', title: 'Owner', company: 'Harper Remodel LLC', email: 'ann@harper', phone: '(312) 555-0110' });
    await add.getByRole('button', { name: 'Add person' }).click();
    await expect(add.getByText(M.notValid)).toBeVisible();
    await add.getByRole('textbox', { name: 'Email' }).fill('ann@harper.example');
    const created = apiResponse(page, 'POST', /\/contacts$/);
    await add.getByRole('button', { name: 'Add person' }).click();
    expect((await created).status()).toBe(201);
    await expect(toast(page, M.created)).toBeVisible();
    await expect(add).toBeHidden();
    const ann = section.getByRole('listitem', { name: 'Ann Harper' });
    await expect(ann).toContainText('Owner · Harper Remodel LLC');
    await expect(ann.getByRole('link', { name: 'ann@harper.example' })).toHaveAttribute('href', 'mailto:ann@harper.example');
    await expect(ann.getByRole('link', { name: '(312) 555-0110' })).toBeVisible();
    await screenshot(page, 'contacts-customer-drawer');

    // 2. Edit: a new title and e-mail.
    await ann.getByRole('button', { name: 'Edit Ann Harper' }).click();
    const edit = section.getByRole('form', { name: 'Save person' });
    await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@harper.example');
    await fillPerson(edit, { name: 'Ann Harper', title: 'Project manager', email: 'ANN.PM@harper.example' });
    await edit.getByRole('button', { name: 'Save person' }).click();
    await expect(toast(page, M.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(ann).toContainText('Project manager · Harper Remodel LLC');

    // 3. The edit is stored: after a reload the drawer shows it (the e-mail as the rule keeps it, lower case).
    await page.reload();
    await openCustomer(page, customerName, stamp);
    await expect(ann).toContainText('Project manager');
    await expect(ann.getByRole('link', { name: 'ann.pm@harper.example' })).toBeVisible();

    // 4. Remove, after confirming.
    await ann.getByRole('button', { name: 'Remove Ann Harper' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove person' });
    await expect(confirm).toContainText(M.deleteConfirm('Ann Harper'));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, M.deleted)).toBeVisible();
    await expect(ann).toBeHidden();
    await expect(section.getByText(M.empty)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // 5. A vendor's people: add one in the vendor drawer.
    await page.goto('/v4/vendors');
    await page.getByRole('textbox', { name: 'Search vendors' }).fill(stamp);
    await page.getByRole('table', { name: 'Vendors' }).getByRole('button', { name: vendorName, exact: true }).click();
    const vendor = page.getByRole('dialog', { name: vendorName });
    const vendorPeople = people(vendor);
    await expect(vendorPeople.getByText(M.empty)).toBeVisible();
    await vendorPeople.getByRole('button', { name: 'Add person' }).click();
    const vendorAdd = vendorPeople.getByRole('form', { name: 'Add person' });
    await fillPerson(vendorAdd, { name: 'Luis Ortega', title: 'Sales rep', email: 'luis@lakeshore.example', phone: '(773) 555-0142' });
    await vendorAdd.getByRole('button', { name: 'Add person' }).click();
    await expect(toast(page, M.created)).toBeVisible();
    const luis = vendorPeople.getByRole('listitem', { name: 'Luis Ortega' });
    await expect(luis).toContainText('Sales rep');
    await screenshot(page, 'contacts-vendor-drawer');

    // 6. A phone: the person's row and form fit 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await vendorPeople.getByRole('button', { name: 'Edit Luis Ortega' }).click();
    await expect(vendorPeople.getByRole('form', { name: 'Save person' })).toBeVisible();
    const inner = await vendor.evaluate((el) => {
      const body = el.querySelector('.mantine-Drawer-body') as HTMLElement;
      return body.scrollWidth - body.clientWidth;
    });
    expect(inner).toBeLessThanOrEqual(0);
    await screenshot(page, 'contacts-vendor-drawer-375');
    await vendorPeople.getByRole('button', { name: 'Cancel' }).click();
    await page.keyboard.press('Escape');
    await page.goto('/v4/customers');
    await openCustomer(page, customerName, stamp);
    await section.getByRole('button', { name: 'Add person' }).click();
    await expect(section.getByRole('form', { name: 'Add person' })).toBeVisible();
    await screenshot(page, 'contacts-customer-drawer-375');
  });
});
