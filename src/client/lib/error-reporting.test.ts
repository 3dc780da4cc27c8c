import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleUncaught, isReportableError, reportClientError } from './error-reporting';
import { reloadPage } from './navigation';

vi.mock('./navigation', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(reloadPage).mockClear();
});

describe('client error reporting', () => {
  it('reports TypeError, ReferenceError and SyntaxError only', () => {
    expect(isReportableError(new TypeError('x'))).toBe(true);
    expect(isReportableError(new ReferenceError('x'))).toBe(true);
    expect(isReportableError(new SyntaxError('x'))).toBe(true);
    expect(isReportableError(new RangeError('x'))).toBe(false);
    expect(isReportableError(new Error('x'))).toBe(false);
    expect(isReportableError('TypeError: x')).toBe(false);
  });

  it('posts the error to /api/log', async () => {
    sessionStorage.setItem('sb_jwt', 'tok');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await reportClientError(new ReferenceError('foo is not defined'));

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/log');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(String(init.body)).message).toMatch(/^ReferenceError: foo is not defined/);
  });

  it('writes to the console when the log call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new TypeError('boom');
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));
    await reportClientError(error);
    expect(consoleError).toHaveBeenCalledWith(error);

    consoleError.mockClear();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await reportClientError(error);
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('reloads instead of reporting when a script chunk failed', () => {
    handleUncaught(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores other uncaught errors', () => {
    handleUncaught(new RangeError('too far'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
