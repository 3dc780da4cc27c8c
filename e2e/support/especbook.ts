import type { Page } from '@playwright/test';
import { expect, readToken } from './test';

/** Demo catalogue specs (src/server/db/seed/catalogue-data.ts). */
export const FAUCET = { model: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet' } as const;
export const DRAIN = { model: 'CP-4400-BN', name: 'Linear Shower Drain 36 in.' } as const;

/** The signed-in user's API, as the page's own session calls it. */
async function userApi(page: Page) {
  const headers = { Authorization: `Bearer ${await readToken(page)}` };
  const me = await (await page.request.get('/api/v4/user/me', { headers })).json();
  const u = `/api/v4/user/${me.data.id as number}`;
  return async <T,>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(`${u}${path}`, { method, headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
}

/**
 * A fresh specbook of one of the signed-in seller's demo profiles (Johnson Residence unless named),
 * through the API: the rooms Vanity (the faucet × 2 and the drain) and Shower (the drain × 3).
 */
export async function seedEspecbook(page: Page, profileName = 'Johnson Residence'): Promise<{ id: number; name: string }> {
  const call = await userApi(page);
  const profiles = await call<{ id: number; name: string }[]>('GET', '/profile');
  const profile = profiles.find((p) => p.name === profileName)!;
  const name = `E2E e-Specbook ${Date.now().toString(36)}`;
  const book = await call<{ id: number }>('POST', '/specbook', { createSpecbookRequest: { Specbook: { name, profile: { id: profile.id } } } });
  const base = `/specbook/${book.id}`;
  const room = async (roomName: string) =>
    (await call<{ id: number }>('POST', `${base}/categories`, { createSpecbookCategoryRequest: { Category: { name: roomName } } })).id;
  const [vanity, shower] = [await room('Vanity'), await room('Shower')];
  const specId = async (model: string) => (await call<{ id: number }[]>('GET', `/specs?searchTerm=${model}&perPage=5`))[0]!.id;
  const assign = async (model: string, categoryId: number, quantity: number) =>
    call('POST', `${base}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: await specId(model) }, category: { id: categoryId }, quantity } } });
  await assign(FAUCET.model, vanity, 2);
  await assign(DRAIN.model, vanity, 1);
  await assign(DRAIN.model, shower, 3);
  return { id: book.id, name };
}

/** A new, empty specbook named `name` of one of the signed-in seller's demo profiles (Johnson Residence unless named). */
export async function emptySpecbook(page: Page, name: string, profileName = 'Johnson Residence'): Promise<number> {
  const call = await userApi(page);
  const profile = (await call<{ id: number; name: string }[]>('GET', '/profile')).find((p) => p.name === profileName)!;
  return (await call<{ id: number }>('POST', '/specbook', { createSpecbookRequest: { Specbook: { name, profile: { id: profile.id } } } })).id;
}

/** Adds a client to the specbook's team (no e-mail) and answers their e-Specbook link's path and query. */
export async function shareEspecbook(page: Page, specbookId: number, member: { name: string; email: string; canApprove: boolean }): Promise<string> {
  const call = await userApi(page);
  const created = await call<{ links: { especbook: string } }>('POST', `/specbook/${specbookId}/team`, {
    createTeamMemberRequest: {
      TeamMember: {
        name: member.name,
        emailAddress: member.email,
        sendEmail: false,
        showListPrice: true,
        showSalePrice: true,
        showModelNumbers: true,
        canApprove: member.canApprove,
        showNotifications: true,
      },
    },
  });
  const link = new URL(created.links.especbook);
  return `${link.pathname}${link.search}`;
}

/** Accepts the account's Terms & Conditions when their modal is open (§4.3). */
export async function acceptTerms(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Terms & Conditions' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept Terms & Conditions' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A fresh specbook of `count` products through the API: the demo catalogue's specs (30) placed in
 * turn in the rooms "Floor 1", "Floor 2", … (each spec once per room), so a count past
 * LARGE_SPECS_PDF.specs makes its specs PDF a PDF job (decision 032).
 */
export async function seedLargeEspecbook(page: Page, count: number, profileName = 'Johnson Residence'): Promise<{ id: number; name: string; specNames: string[]; rooms: { name: string; count: number }[] }> {
  const call = await userApi(page);
  const profile = (await call<{ id: number; name: string }[]>('GET', '/profile')).find((p) => p.name === profileName)!;
  const name = `E2E Large e-Specbook ${Date.now().toString(36)}`;
  const book = await call<{ id: number }>('POST', '/specbook', { createSpecbookRequest: { Specbook: { name, profile: { id: profile.id } } } });
  const base = `/specbook/${book.id}`;
  const specs = await call<{ id: number; name: string }[]>('GET', '/specs?perPage=100');
  const rooms: number[] = [];
  for (let r = 0; r < Math.ceil(count / specs.length); r += 1) {
    rooms.push((await call<{ id: number }>('POST', `${base}/categories`, { createSpecbookCategoryRequest: { Category: { name: `Floor ${r + 1}` } } })).id);
  }
  const placements = Array.from({ length: count }, (_, i) => ({ spec: specs[i % specs.length]!, room: rooms[Math.floor(i / specs.length)]! }));
  for (let i = 0; i < placements.length; i += 8) {
    await Promise.all(
      placements
        .slice(i, i + 8)
        .map(({ spec, room }) => call('POST', `${base}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: room }, quantity: 1 } } })),
    );
  }
  // The catalogue may hold more specs than the demo's (other journeys add some): report the rooms as placed.
  const roomCounts = rooms.map((room, r) => ({ name: `Floor ${r + 1}`, count: placements.filter((p) => p.room === room).length }));
  return { id: book.id, name, specNames: [...new Set(placements.map(({ spec }) => spec.name))], rooms: roomCounts };
}
