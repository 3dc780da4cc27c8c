import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MANAGEMENT_VIEWS } from '#shared/lib/account-settings';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch } from '#client/test/stub-fetch';
import { manageDefaults, spec } from '../test-kit';
import { ManagePage } from './manage-page';
import type { TSpecCommentsProps } from './spec-comments-drawer';
import { preloadDragAndDrop } from './manage.test-kit';

preloadDragAndDrop();

/** The comment count of the manage page's spec cards and rows (decision 038). */

const DISCUSSED = spec(11, 'Widespread Faucet', 1, { commentCount: 3 });
const QUIET = spec(12, 'Undermount Sink', 1, { commentCount: 0 });

afterEach(resetStubs);

function SpecComments({ joinId }: TSpecCommentsProps) {
  return <p>Comments of spec {joinId}</p>;
}

function setup(view: 'card' | 'list') {
  const settings = (url: URL) =>
    url.pathname === '/api/v4/user/7/account/settings'
      ? jsonResponse(200, { data: [{ key: 'management.collapse_all', effective: 'false' }, { key: 'management.view', effective: MANAGEMENT_VIEWS[view] }] })
      : undefined;
  stubFetch([settings, manageDefaults([DISCUSSED, QUIET])]);
  renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} SpecComments={SpecComments} />);
  return userEvent.setup();
}

describe('the comment count of a spec on the manage page', () => {
  for (const view of ['card', 'list'] as const) {
    it(`shows on a ${view} of a spec with comments, none without, and opens its comments`, async () => {
      const user = setup(view);
      const discussed = await screen.findByRole('article', { name: DISCUSSED.name });
      const badge = within(discussed).getByRole('button', { name: `3 comments on ${DISCUSSED.name}` });
      expect(badge).toHaveTextContent('3');
      const quiet = screen.getByRole('article', { name: QUIET.name });
      expect(within(quiet).queryByRole('button', { name: /comments? on/ })).not.toBeInTheDocument();
      await user.click(badge);
      const drawer = await screen.findByRole('dialog', { name: `Comments on ${DISCUSSED.name}` });
      expect(within(drawer).getByText('Comments of spec 11')).toBeInTheDocument();
    });
  }
});
