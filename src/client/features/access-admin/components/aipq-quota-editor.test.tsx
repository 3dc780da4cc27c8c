import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import type { TAccountAipqQuotas } from '#shared/schemas/access-admin';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { AipqQuotaEditor } from './aipq-quota-editor';

const quotas: TAccountAipqQuotas = {
  accountId: 2,
  accountName: 'Harbor Plumbing Supply',
  quotas: [
    { engine: 'layout', monthlyLimit: null, defaultLimit: 500 },
    { engine: 'ocr', monthlyLimit: 20, defaultLimit: 100 },
    { engine: 'llm', monthlyLimit: null, defaultLimit: 50 },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
let putAnswer: () => Response;
beforeEach(() => {
  putAnswer = () => jsonResponse(200, { data: quotas });
  fetchMock = vi.fn((_url: string, init?: RequestInit) => Promise.resolve(init?.method === 'PUT' ? putAnswer() : jsonResponse(200, { data: quotas })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')
    .map(([url, init]) => ({ path: new URL(String(url), 'http://x').pathname, body: JSON.parse(String((init as RequestInit).body)) }));

describe('AipqQuotaEditor', () => {
  it("shows each engine's plan limit (empty for the default) and saves only the engines that changed", async () => {
    const onClose = vi.fn();
    renderWithProviders(<AipqQuotaEditor adminId={1} accountId={2} accountName="Harbor Plumbing Supply" onClose={onClose} />);
    const ui = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'AI PDF-quote limits of Harbor Plumbing Supply' })).toBeInTheDocument();
    const layout = await screen.findByRole('textbox', { name: 'Text layout' });
    const ocr = screen.getByRole('textbox', { name: 'OCR (scanned pages)' });
    expect(layout).toHaveValue('');
    expect(layout).toHaveAttribute('placeholder', 'Default (500)');
    expect(ocr).toHaveValue('20');

    await ui.type(layout, '1200');
    await ui.clear(ocr);
    await ui.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts()).toEqual([
      { path: '/api/v4/user/1/admin/accounts/2/aipq-quota', body: { updateAipqQuotaRequest: { Quota: { engine: 'layout', monthlyLimit: 1200 } } } },
      { path: '/api/v4/user/1/admin/accounts/2/aipq-quota', body: { updateAipqQuotaRequest: { Quota: { engine: 'ocr', monthlyLimit: null } } } },
    ]);
    expect(await screen.findByText(M.quotaSaved)).toBeInTheDocument();
  });

  it("shows the server's message when a limit is refused and stays open", async () => {
    putAnswer = () => jsonResponse(400, { message: M.quotaLimitInvalid, errors: [{ field: 'updateAipqQuotaRequest.Quota.monthlyLimit', message: M.quotaLimitInvalid }] });
    const onClose = vi.fn();
    renderWithProviders(<AipqQuotaEditor adminId={1} accountId={2} accountName="Harbor Plumbing Supply" onClose={onClose} />);
    const ui = userEvent.setup();
    await ui.type(await screen.findByRole('textbox', { name: 'AI model' }), '9');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.quotaLimitInvalid)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
