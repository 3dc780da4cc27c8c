import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { CONSTANTS, MESSAGES } from '#shared/lib/messages';
import { ApiError, apiList, apiRequest } from './api-client';
import { hardNavigate } from './navigation';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
vi.mock('./navigation', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));

const show = vi.mocked(notifications.show);
const navigate = vi.mocked(hardNavigate);

/** A fetch answer whose body resolves without real I/O (works under fake timers). */
function answer(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: `status ${status}`,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  show.mockClear();
  navigate.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function lastRequest(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const call = fetchMock.mock.calls.at(-1) as [string, RequestInit & { headers: Record<string, string> }];
  return { url: call[0], init: call[1] };
}

describe('request headers and envelopes', () => {
  it('sends version 5 and the bearer token, and unwraps data', async () => {
    sessionStorage.setItem('sb_jwt', 'tok-123');
    fetchMock.mockResolvedValue(answer(200, { data: { id: 7, name: 'Sam' } }));

    const user = await apiRequest<{ id: number; name: string }>('/api/v4/user/me');

    expect(user).toEqual({ id: 7, name: 'Sam' });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/v4/user/me');
    expect(init.headers.Accept).toBe('application/json;version=5');
    expect(init.headers.Authorization).toBe('Bearer tok-123');
  });

  it('uses version 1 for the auth endpoints and no token when auth is off', async () => {
    sessionStorage.setItem('sb_jwt', 'tok-123');
    fetchMock.mockResolvedValue(answer(200, { data: { token: 't', user: { id: 1 } } }));

    await apiRequest('/api/v1/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' }, auth: false });

    const { init } = lastRequest();
    expect(init.headers.Accept).toBe('application/json;version=1');
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('turns _pagination into pagination and builds the query string', async () => {
    const pagination = { currentPage: 1, perPage: 10, total: 1, lastPage: 1, next: null, prev: null };
    fetchMock.mockResolvedValue(answer(200, { data: [{ id: 1 }], _pagination: pagination, count: 1 }));

    const result = await apiList<{ id: number }>('/api/v4/user/7/specbook', {
      query: { search: 'bath room', perPage: 10, skip: undefined },
    });

    expect(result).toEqual({ list: [{ id: 1 }], pagination, count: 1 });
    expect(lastRequest().url).toBe('/api/v4/user/7/specbook?search=bath+room&perPage=10');
  });

  it('answers null for 204', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await expect(apiRequest('/api/v1/auth/logout', { method: 'POST' })).resolves.toBeNull();
  });
});

describe('401 on an authenticated call', () => {
  it("logs 'Unauthorized', toasts, and after the logout delay clears the session and goes to '/'", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem('other', 'x');
    for (const key of ['sb_user', 'access_token', 'specbookState', 'accessCodeValid', 'keep_me']) {
      localStorage.setItem(key, '1');
    }
    localStorage.setItem('sb_jwt', 'expired');
    for (const name of ['sb_token', 'sb_user', 'sb_user_name', 'SBCOOKIE', 'accessCodeValid', 'unrelated']) {
      document.cookie = `${name}=1; path=/`;
    }
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthorized', errors: [{ field: null, message: 'Unauthorized' }] }));

    const error = await apiRequest('/api/v4/user/me').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(warn).toHaveBeenCalledWith(MESSAGES.unauthorized);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: MESSAGES.tokenExpired });

    // Nothing is cleared before the delay.
    vi.advanceTimersByTime(CONSTANTS.logoutDelayMs - 1);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('sb_jwt')).toBe('expired');

    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(sessionStorage.length).toBe(0);
    for (const key of ['sb_jwt', 'sb_user', 'access_token', 'specbookState', 'accessCodeValid']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('keep_me')).toBe('1');
    const cookies = document.cookie;
    for (const name of ['sb_token=', 'sb_user=', 'sb_user_name=', 'SBCOOKIE=', 'accessCodeValid=']) {
      expect(cookies).not.toContain(name);
    }
    expect(cookies).toContain('unrelated=1');
  });

  it('toasts only once when several calls fail together', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthorized' }));

    await Promise.allSettled([apiRequest('/api/v4/user/me'), apiRequest('/api/v4/user/7/account')]);

    expect(show).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CONSTANTS.logoutDelayMs);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not expire the session for an unauthenticated call such as login', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      answer(401, { message: MESSAGES.invalidCredentials, errors: [{ field: null, message: MESSAGES.invalidCredentials }] }),
    );

    const error = (await apiRequest('/api/v1/auth/login', { method: 'POST', auth: false, silent: true }).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(error.status).toBe(401);
    expect(error.message).toBe(MESSAGES.invalidCredentials);
    vi.advanceTimersByTime(CONSTANTS.logoutDelayMs * 2);
    expect(show).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('other statuses', () => {
  it('never toasts a 500; the caller gets the error', async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'Something went wrong. Please try again.', errors: [] }));

    const error = (await apiRequest('/api/v4/user/7/menu').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(show).not.toHaveBeenCalled();
  });

  it("toasts the server's first error message for a 4xx and passes the body on", async () => {
    const body = {
      message: 'The request is not valid.',
      errors: [
        { field: 'name', message: 'Name must be at least 3 characters long.' },
        { field: 'description', message: 'Description is too long.' },
      ],
    };
    fetchMock.mockResolvedValue(answer(400, body));

    const error = (await apiRequest('/api/v4/user/7/specbook', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ color: 'red', message: 'Name must be at least 3 characters long.' });
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.fieldErrors).toEqual({
      name: 'Name must be at least 3 characters long.',
      description: 'Description is too long.',
    });
  });

  it('falls back to the message when the body has no errors', async () => {
    fetchMock.mockResolvedValue(answer(409, { message: 'A manufacturer with this name exists.' }));
    await apiRequest('/api/x', { method: 'POST' }).catch(() => undefined);
    expect(show.mock.calls[0]?.[0]).toMatchObject({ message: 'A manufacturer with this name exists.' });
  });

  it('passes a 404 back without a toast', async () => {
    fetchMock.mockResolvedValue(answer(404, { message: 'Not found.', errors: [] }));
    const error = (await apiRequest('/api/v4/user/7/specbook/99').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(404);
    expect(show).not.toHaveBeenCalled();
  });

  it('does not toast when the caller asked for silence', async () => {
    fetchMock.mockResolvedValue(answer(429, { message: MESSAGES.tooManyLogins }));
    const error = (await apiRequest('/api/v1/auth/login', { auth: false, silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(error.message).toBe(MESSAGES.tooManyLogins);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows nothing when no response arrives', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/api/v4/user/me').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(show).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
