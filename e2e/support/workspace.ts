import type { Locator, Page, Response } from '@playwright/test';
import { expect, readToken } from './test';

/** Steps the workspace journeys share: API responses, toasts, rooms and calls with the tab's token. */

/** A response of `method` whose path matches `suffix`. */
export function apiResponse(page: Page, method: string, suffix: RegExp): Promise<Response> {
  return page.waitForResponse((res) => res.request().method() === method && suffix.test(new URL(res.url()).pathname));
}

/** A toast (Mantine notification) with exactly this message. */
export function toast(page: Page, message: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: message });
}

/** The room's section on the manage page. */
export function room(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The names of the specs shown in a room, top to bottom. */
export function specOrder(page: Page, roomName: string): Promise<string[]> {
  return room(page, roomName)
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

/** Open a room's section when it is closed (rooms start closed with 'collapse all' on). */
export async function openRoom(page: Page, roomName: string): Promise<void> {
  const toggle = room(page, roomName).getByRole('button', { name: new RegExp(`^${roomName}\\b`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** A JSON call under /api with the tab's own token; answers the unwrapped `data`. */
export async function callApi<T>(page: Page, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await readToken(page);
  const res = await page.request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}
