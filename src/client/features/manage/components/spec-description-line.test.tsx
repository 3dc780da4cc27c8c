import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch } from '#client/test/stub-fetch';
import { manageDefaults, spec } from '../test-kit';
import { ManagePage } from './manage-page';
import { preloadDragAndDrop } from './manage.test-kit';

preloadDragAndDrop();
afterEach(resetStubs);

/** The useThirdLineDescription flag (decision 083): a third line on each spec, its description as plain text. */
const DESCRIBED = spec(11, 'Widespread Faucet', 1, { description: '<p>Two-handle <strong>widespread</strong> faucet &amp; drain</p>' });
const PLAIN = spec(12, 'Vessel Sink', 1);

async function renderPage(descriptionLine: boolean) {
  stubFetch([manageDefaults([DESCRIBED, PLAIN])]);
  renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} descriptionLine={descriptionLine} />);
  return screen.findByRole('article', { name: DESCRIBED.name });
}

describe('the spec description line', () => {
  it('shows the description as a third line, tags dropped, when the flag is on; nothing for a spec without one', async () => {
    const card = await renderPage(true);
    expect(card.querySelector('[data-spec-description]')?.textContent).toBe('Two-handle widespread faucet & drain');
    expect(screen.getByRole('article', { name: PLAIN.name }).querySelector('[data-spec-description]')).toBeNull();
  });

  it('is absent when the flag is off', async () => {
    const card = await renderPage(false);
    expect(card.querySelector('[data-spec-description]')).toBeNull();
    expect(card).not.toHaveTextContent('Two-handle');
  });
});
