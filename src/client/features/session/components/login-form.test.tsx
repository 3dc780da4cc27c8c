import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/lib/messages';
import { jsonResponse, makeUser, renderWithProviders } from '#client/test/render';
import { LOGIN_OFFLINE_MESSAGE, LoginForm } from './login-form';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<LoginForm onSuccess={onSuccess} />);
  return {
    user,
    onSuccess,
    email: screen.getByLabelText(/Email/),
    password: screen.getByLabelText(/Password/),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('LoginForm', () => {
  it('shows the shared schema messages for empty fields and sends nothing', async () => {
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email address', async () => {
    const { user, email, password, submit } = setup();
    await user.type(email, 'not-an-email');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the credentials are wrong, without a toast", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      jsonResponse(401, { message: MESSAGES.invalidCredentials, errors: [{ field: null, message: MESSAGES.invalidCredentials }] }),
    );
    const { user, email, password, submit, onSuccess } = setup();
    await user.type(email, 'seller@specfolio.test');
    await user.type(password, 'wrong');
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(screen.getAllByText(MESSAGES.invalidCredentials)).toHaveLength(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(localStorage.getItem('sb_jwt')).toBeNull();
  });

  it('explains when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, email, password, submit } = setup();
    await user.type(email, 'seller@specfolio.test');
    await user.type(password, 'specfolio-demo');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_OFFLINE_MESSAGE);
  });

  it('stores the session and reports the user on success', async () => {
    const signedIn = makeUser({ id: 7 });
    fetchMock.mockResolvedValue(jsonResponse(200, { data: { token: 'jwt-abc', user: signedIn } }));
    const { user, email, password, submit, onSuccess } = setup();
    await user.type(email, '  seller@specfolio.test ');
    await user.type(password, 'specfolio-demo');
    await user.click(submit);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(signedIn));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/v1/auth/login');
    expect(init.headers.Accept).toBe('application/json;version=1');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'seller@specfolio.test', password: 'specfolio-demo' });
    expect(localStorage.getItem('sb_jwt')).toBe('jwt-abc');
    expect(document.cookie).toContain('sb_user=7');
  });
});
