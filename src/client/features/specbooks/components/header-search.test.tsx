import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS, MESSAGES } from '#shared/lib/messages';
import type { TSpecbookSearchHit } from '#shared/schemas/user';
import { renderWithProviders } from '#client/test/render';
import { formatSearchHit, HeaderSearch } from './header-search';

function hit(id: number, name: string, profileName: string | null): TSpecbookSearchHit {
  return {
    id,
    specbookID: id,
    name,
    profileName,
    profile: profileName ? { id: 100 + id, name: profileName } : null,
    updatedAt: '2024-05-01T00:00:00.000Z',
  };
}

/** A fetch answer that resolves on microtasks only (fake timers stay in control). */
function answer(list: TSpecbookSearchHit[]) {
  const body = { data: list, _pagination: { currentPage: 1, perPage: 10, total: list.length, lastPage: 1, next: null, prev: null } };
  return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) } as unknown as Response;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Let the pause elapse, then let the answer arrive and render (TanStack Query batches on a 0 ms timer). */
async function pauseTyping() {
  await advance(CONSTANTS.headerSearchDebounceMs);
  for (let i = 0; i < 5; i += 1) await advance(10);
}

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<HeaderSearch userId={7} />, { route: '/v4/brands' });
  return { user, input: screen.getByRole('textbox', { name: 'Search specbooks' }) };
}

function searchedTerms(): string[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('search') ?? '');
}

describe('HeaderSearch', () => {
  it('formats a hit as profile — name #id', () => {
    expect(formatSearchHit(hit(12, 'Main Bath', 'Harbor Residence'))).toBe('Harbor Residence — Main Bath #12');
    expect(formatSearchHit(hit(3, 'Kitchen', null))).toBe('Kitchen #3');
  });

  it('does not search with 2 characters or fewer', async () => {
    const { user, input } = setup();
    await user.type(input, 'ba');
    await advance(CONSTANTS.headerSearchDebounceMs * 3);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(MESSAGES.noResults)).not.toBeInTheDocument();
  });

  it('searches once, 500 ms after typing stops, with the whole term', async () => {
    fetchMock.mockResolvedValue(answer([]));
    const { user, input } = setup();

    await user.type(input, 'bath');
    await advance(CONSTANTS.headerSearchDebounceMs - 1);
    expect(fetchMock).not.toHaveBeenCalled();

    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(searchedTerms()).toEqual(['bath']);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/v4/user/7/specbook');
    expect(url.searchParams.get('perPage')).toBe('10');
  });

  it('restarts the 500 ms pause on every keystroke', async () => {
    fetchMock.mockResolvedValue(answer([]));
    const { user, input } = setup();

    await user.type(input, 'bat');
    await advance(300);
    await user.type(input, 'h');
    await advance(300);
    expect(fetchMock).not.toHaveBeenCalled();

    await advance(CONSTANTS.headerSearchDebounceMs - 300);
    expect(searchedTerms()).toEqual(['bath']);
  });

  it("shows 'No results found' when nothing matches", async () => {
    fetchMock.mockResolvedValue(answer([]));
    const { user, input } = setup();
    await user.type(input, 'zzz');
    await pauseTyping();
    expect(screen.getByText(MESSAGES.noResults)).toBeInTheDocument();
  });

  it('lists each hit and opens the clicked specbook', async () => {
    fetchMock.mockResolvedValue(answer([hit(12, 'Main Bath', 'Harbor Residence'), hit(15, 'Guest Bath', 'Lake House')]));
    const { user, input } = setup();
    await user.type(input, 'bath');
    await pauseTyping();

    expect(screen.getByText('Harbor Residence — Main Bath #12')).toBeInTheDocument();
    expect(screen.getByText('Lake House — Guest Bath #15')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noResults)).not.toBeInTheDocument();

    await user.click(screen.getByText('Lake House — Guest Bath #15'));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/15');
    expect(input).toHaveValue('');
  });

  it('can be used with the keyboard: arrow keys and Enter', async () => {
    fetchMock.mockResolvedValue(answer([hit(12, 'Main Bath', 'Harbor Residence'), hit(15, 'Guest Bath', 'Lake House')]));
    const { user, input } = setup();
    await user.type(input, 'bath');
    await pauseTyping();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/15');
  });
});
