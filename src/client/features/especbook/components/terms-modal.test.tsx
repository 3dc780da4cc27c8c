import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { deleteCookie, readCookies } from '#client/lib/auth-storage';
import { TERMS_COOKIE, useTermsAcceptance } from '../api/terms';
import { TermsModal } from './terms-modal';

const POLICY = '/api/v4/user/7/account/policy/terms_and_conditions';
const policy = (text: string | null) => ({ data: { type: 'terms_and_conditions', kind: 'terms', text, createdAt: null, updatedAt: null } });

/** The page's use of the hook: the modal, the accepted state and the footer's review button. */
function Harness() {
  const terms = useTermsAcceptance(7);
  return (
    <>
      <TermsModal {...terms.modal} />
      <p>{terms.loading ? 'loading' : terms.accepted ? 'accepted' : 'not accepted'}</p>
      {terms.hasTerms && <button onClick={terms.reviewTerms}>Review Terms & Conditions</button>}
    </>
  );
}

function setup(text: string | null, status = 200) {
  stubFetch([on('GET', POLICY, status, status === 200 ? policy(text) : { message: 'boom' })]);
  renderWithProviders(<Harness />);
  return { user: userEvent.setup() };
}

beforeEach(() => deleteCookie(TERMS_COOKIE));
afterEach(resetStubs);

describe('useTermsAcceptance and TermsModal', () => {
  it('counts empty terms as accepted and shows no modal', async () => {
    setup(null);
    expect(await screen.findByText('accepted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review Terms & Conditions' })).not.toBeInTheDocument();
  });

  it('opens the terms until accepted, without a way to close them, then sets the cookie', async () => {
    const { user } = setup('Deposits are not refundable.');
    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions' });
    expect(dialog).toHaveTextContent('Deposits are not refundable.');
    expect(screen.getByText('not accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms & Conditions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept Terms & Conditions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('accepted')).toBeInTheDocument();
    expect(readCookies().get(TERMS_COOKIE)).toBe('true');
  });

  it('counts the cookie as accepted', async () => {
    document.cookie = `${TERMS_COOKIE}=true; path=/`;
    setup('Deposits are not refundable.');
    expect(await screen.findByText('accepted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reopens the terms to review, with a close control and no accept button', async () => {
    document.cookie = `${TERMS_COOKIE}=true; path=/`;
    const { user } = setup('Deposits are not refundable.');
    await user.click(await screen.findByRole('button', { name: 'Review Terms & Conditions' }));
    expect(await screen.findByRole('dialog', { name: 'Terms & Conditions' })).toHaveTextContent('Deposits are not refundable.');
    expect(screen.queryByRole('button', { name: 'Accept Terms & Conditions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts terms that cannot be loaded as none, so the page stays usable', async () => {
    setup(null, 500);
    expect(await screen.findByText('accepted')).toBeInTheDocument();
  });
});
