import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { clickArmed } from '#client/test/arm';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { offersSbPlus } from '../lib/spec-actions';
import { BASE, manageDefaults, spec } from '../test-kit';
import { ManagePage } from './manage-page';
import { preloadDragAndDrop } from './manage.test-kit';

preloadDragAndDrop();

/** The row menu's SB+ entry ('Clone with specbooks Plus') and its 'ibooks' visibility rule. */

const GLOBAL = spec(11, 'Widespread Faucet', 1);
const OWN = spec(12, 'Custom Vanity Top', 1, { global: false, specID: 900 });

afterEach(resetStubs);

function setup(hasSpecbooksPlus: boolean, handlers: THandler[] = []) {
  const fetch = stubFetch([...handlers, manageDefaults([GLOBAL, OWN])]);
  renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={hasSpecbooksPlus} />);
  return { user: userEvent.setup(), ...fetch };
}

/** Opens a spec's row menu and answers its entries' names. */
async function menuOf(user: ReturnType<typeof userEvent.setup>, name: string): Promise<string[]> {
  await clickArmed(user, () => screen.findByRole('button', { name: `Actions for ${name}` }));
  const items = await screen.findAllByRole('menuitem');
  const names = items.map((i) => i.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return names;
}

const hasSbPlus = (names: string[]) => names.some((n) => n.startsWith('SB+'));

describe('offersSbPlus', () => {
  it('needs specbooks Plus and a global (catalogue) spec', () => {
    expect(offersSbPlus({ global: true }, true)).toBe(true);
    expect(offersSbPlus({ global: false }, true)).toBe(false);
    expect(offersSbPlus({ global: true }, false)).toBe(false);
  });
});

describe('SB+ in the spec row menu', () => {
  it('is offered on catalogue specs to users with specbooks Plus, never on their own specs', async () => {
    const { user } = setup(true);
    expect(hasSbPlus(await menuOf(user, GLOBAL.name))).toBe(true);
    expect(hasSbPlus(await menuOf(user, OWN.name))).toBe(false);
  });

  it('is hidden from users without specbooks Plus', async () => {
    const { user } = setup(false);
    const names = await menuOf(user, GLOBAL.name);
    expect(names).toContain('More Options');
    expect(hasSbPlus(names)).toBe(false);
  });

  it("clones the spec, says 'Spec cloned!' and then stops offering SB+ on it (it is the user's own now)", async () => {
    const cloned = { ...GLOBAL, specID: 901, global: false };
    const { user, sent } = setup(true, [on('POST', `${BASE}/specs/11/clone`, 201, { data: cloned })]);
    await clickArmed(user, () => screen.findByRole('button', { name: `Actions for ${GLOBAL.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: /^SB\+/ }));
    expect(await screen.findByText(M.specCloned)).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`${BASE}/specs/11/clone`]);
    expect(hasSbPlus(await menuOf(user, GLOBAL.name))).toBe(false);
  });

  it('shows the server’s message when the clone is refused with 403', async () => {
    const { user } = setup(true, [on('POST', `${BASE}/specs/11/clone`, 403, { message: M.cloneNeedsPlus, errors: [] })]);
    await clickArmed(user, () => screen.findByRole('button', { name: `Actions for ${GLOBAL.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: /^SB\+/ }));
    expect(await screen.findByText(M.cloneNeedsPlus)).toBeInTheDocument();
    expect(hasSbPlus(await menuOf(user, GLOBAL.name))).toBe(true);
  });

  it('offers no Comments entry when the page was given no comments panel', async () => {
    const { user } = setup(true);
    expect(await menuOf(user, GLOBAL.name)).not.toContain('Comments');
  });
});

describe('Duplicate Cat in the spec row menu', () => {
  const placed = (url: URL) => url.pathname === `${BASE}/specs` && url.searchParams.get('filter[spec.id]') === String(GLOBAL.specID);

  it('shows the quantity the spec already has in a room, starts other rooms from its own, and sends the checked rooms', async () => {
    const inBath = { ...GLOBAL, id: 31, joinID: 31, categoryID: 2, qty: 4, quantity: 4 };
    const { user, sent } = setup(false, [
      (url, init) => ((init.method ?? 'GET') === 'GET' && placed(url) ? jsonResponse(200, { data: [GLOBAL, inBath] }) : undefined),
      on('POST', `${BASE}/specs/11/categories`, 201, { data: [] }),
    ]);
    await clickArmed(user, () => screen.findByRole('button', { name: `Actions for ${GLOBAL.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate Cat' }));
    const dialog = await screen.findByRole('dialog', { name: `Duplicate ${GLOBAL.name} into rooms` });
    const bath = await within(dialog).findByRole('textbox', { name: 'QTY for Bath' });
    expect(bath).toHaveValue('4');
    expect(bath).toBeDisabled();
    expect(within(dialog).queryByRole('checkbox', { name: 'Kitchen' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bath' }));
    expect(bath).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add to rooms' }));
    await waitFor(() => expect(sent().filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ categories: [{ id: 2, quantity: 4 }] }]));
  });
});

describe('the trade-role (ROLE_PRO) variant', () => {
  it('offers Data Fetch to sellers only, and names the profile a Project for pro users', async () => {
    stubFetch([manageDefaults([GLOBAL, OWN])]);
    const { unmount } = renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
    const user = userEvent.setup();
    expect(await menuOf(user, GLOBAL.name)).toContain('Data Fetch');
    expect(screen.queryByText(/^Project:/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} isPro />);
    const names = await menuOf(user, GLOBAL.name);
    expect(names).toContain('Duplicate');
    expect(names).not.toContain('Data Fetch');
    expect(screen.getByText(/^Project:/)).toBeInTheDocument();
  });
});
