import { screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import { createQueryClient } from '#client/app/query-client';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on } from '#client/test/stub-fetch';
import { BASE, resetManageTest, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
import { ManagePage } from './manage-page';
import { SpecOptionsPage } from './spec-options-page';
import { getSpecbook } from '../api/specbook';

preloadDragAndDrop();

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
});
afterEach(resetManageTest);

const NOT_FOUND = { message: 'Specbook not found.', errors: [{ field: null, message: 'Specbook not found.' }] };

describe('a specbook that cannot be opened', () => {
  it('shows a not-found page with a way back to the specbooks, no Retry, no spinner', async () => {
    api.handlers.push(on('GET', BASE, 404, NOT_FOUND));
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
    expect(await screen.findByRole('heading', { name: SPECBOOK_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByText(SPECBOOK_MESSAGES.notFoundDetail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SPECBOOK_MESSAGES.backToSpecbooks })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(SPECBOOK_MESSAGES.fetchFailed)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading rooms')).not.toBeInTheDocument();
  });

  it("shows the same page on a spec's More Options page of such a specbook", async () => {
    api.handlers.push(on('GET', BASE, 404, NOT_FOUND));
    renderWithProviders(<SpecOptionsPage userId={7} specbookId={1} joinId={5} hasSpecbooksPlus={false} SpecDocuments={() => null} />);
    expect(await screen.findByRole('heading', { name: SPECBOOK_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SPECBOOK_MESSAGES.backToSpecbooks })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page for an id that cannot be a specbook, without asking the server', async () => {
    renderWithProviders(<ManagePage userId={7} specbookId={Number.NaN} hasSpecbooksPlus={false} />);
    expect(await screen.findByRole('heading', { name: SPECBOOK_MESSAGES.notFound })).toBeInTheDocument();
    expect(api.sent().some((c) => c.url === '/api/v4/user/7/specbook/NaN')).toBe(false);
  });

  it("keeps \"Couldn't fetch SpecBook\" with Retry for a server failure", async () => {
    api.handlers.push((url) => (url.pathname === BASE ? jsonResponse(500, { message: 'Internal' }) : undefined));
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
    expect(await screen.findByRole('heading', { name: SPECBOOK_MESSAGES.fetchFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe("the app's query client", () => {
  it('does not retry a 404', async () => {
    api.handlers.push(on('GET', BASE, 404, NOT_FOUND));
    function Probe() {
      const q = useQuery({ queryKey: ['probe'], queryFn: () => getSpecbook(7, 1) });
      return <p>{q.isError ? 'failed' : 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(api.sent().filter((c) => c.url === BASE)).toHaveLength(1);
  });
});
