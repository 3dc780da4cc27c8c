import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TVendorOffer } from '#shared/schemas/seller';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { makeOffer, makeSeller } from '../test/sellers';
import { VendorOffers } from './vendor-offers';

afterEach(resetStubs);

const OFFERS = '/api/v4/user/7/seller/41/offers';
const seller = makeSeller();
const brief = { id: seller.id, name: seller.name, preferred: false, ownStock: false };

/** A vendor with 23 offers (model VO-01…VO-23), paged and searched like the server: every word in the model number. */
function offer(n: number): TVendorOffer {
  const model = `VO-${String(n).padStart(2, '0')}`;
  return { ...makeOffer(seller, { id: n }), seller: brief, spec: { id: n, name: `Basin ${n}`, modelNumber: model, manufacturerName: 'Aqualine' } };
}
const ALL = Array.from({ length: 23 }, (_, i) => offer(i + 1));

/** GET answers pages of `offers` as the server does; DELETE removes one. */
const serverOf = (offers: TVendorOffer[]): THandler => (url, init) => {
  const removed = /\/offers\/(\d+)$/.exec(url.pathname);
  if (init.method === 'DELETE' && removed) {
    offers.splice(offers.findIndex((o) => o.id === Number(removed[1])), 1);
    return jsonResponse(200, { data: { id: Number(removed[1]) } });
  }
  if ((init.method ?? 'GET') !== 'GET' || url.pathname !== OFFERS) return undefined;
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page'));
  const perPage = Number(url.searchParams.get('perPage'));
  const matching = offers.filter((o) => o.spec.modelNumber.toLowerCase().includes(search));
  const lastPage = Math.max(1, Math.ceil(matching.length / perPage));
  return jsonResponse(200, {
    data: matching.slice((page - 1) * perPage, page * perPage),
    _pagination: { currentPage: page, perPage, total: matching.length, lastPage, next: null, prev: null },
  });
};
const offersServer = serverOf(ALL);

/**
 * The offers shown, by their labels. A CSS query, not a role query: each offer is a form of several
 * inputs, and role queries over ten of them take seconds in jsdom, which waitFor repeats.
 */
/** A page button of the pager (a text query: role queries are slow over the offers' forms). */
const pageButton = (n: string) => screen.getByText(n, { selector: 'button' });

const models = () => [...document.querySelectorAll('[role="listitem"]')].map((item) => item.getAttribute('aria-label'));

// Ten inline offer forms make these the heaviest renders of the client tests: a busy machine needs more than the 15 s default.
describe('VendorOffers', { timeout: 40_000 }, () => {
  it('reads ten offers a page from the server and pages through it', async () => {
    const api = stubFetch([offersServer]);
    renderWithProviders(<VendorOffers userId={7} sellerId={41} />);
    await waitFor(() => expect(models()).toHaveLength(10));
    expect(screen.getByText('23 offers')).toBeInTheDocument();
    expect(api.sent()[0]!.query.get('perPage')).toBe('10');
    expect(api.sent()[0]!.query.get('page')).toBe('1');

    await userEvent.click(pageButton('3'));
    await waitFor(() => expect(models()).toEqual(['Offer for Basin 21 VO-21', 'Offer for Basin 22 VO-22', 'Offer for Basin 23 VO-23']));
    expect(api.sent().at(-1)!.query.get('page')).toBe('3');
  });

  it('filters through the server once typing pauses, from page 1, and says when nothing matches', async () => {
    const api = stubFetch([offersServer]);
    renderWithProviders(<VendorOffers userId={7} sellerId={41} />);
    await waitFor(() => expect(models()).toHaveLength(10));
    await userEvent.click(pageButton('2'));
    await waitFor(() => expect(api.sent().at(-1)!.query.get('page')).toBe('2'));

    await userEvent.click(screen.getByLabelText('Filter offers'));
    await userEvent.paste('vo-1');
    await waitFor(() => expect(models()[0]).toBe('Offer for Basin 10 VO-10'));
    expect(models()).toHaveLength(10);
    const searches = api.sent().filter((s) => s.query.has('search'));
    expect(searches.map((s) => [s.query.get('search'), s.query.get('page')])).toEqual([['vo-1', '1']]);

    await userEvent.clear(screen.getByLabelText('Filter offers'));
    await userEvent.paste('zz');
    expect(await screen.findByText('No offer matches “zz”.')).toBeInTheDocument();
    expect(models()).toHaveLength(0);
    expect(screen.getByLabelText('Filter offers')).toBeInTheDocument();
  });

  it('goes back a page when the only offer of the last page is removed', async () => {
    stubFetch([serverOf(ALL.slice(0, 11))]);
    renderWithProviders(<VendorOffers userId={7} sellerId={41} />);
    await waitFor(() => expect(models()).toHaveLength(10));
    await userEvent.click(pageButton('2'));
    await waitFor(() => expect(models()).toEqual(['Offer for Basin 11 VO-11']));
    await userEvent.click(screen.getByLabelText('Remove offer for Basin 11 VO-11'));
    await waitFor(() => expect(models()).toHaveLength(10));
    expect(models()[0]).toBe('Offer for Basin 1 VO-01');
    expect(screen.queryByText('2', { selector: 'button' })).not.toBeInTheDocument();
  });

  it('shows the empty state for a vendor without offers, and no filter', async () => {
    stubFetch([(url) => (url.pathname === OFFERS ? jsonResponse(200, { data: [], _pagination: { currentPage: 1, perPage: 10, total: 0, lastPage: 1, next: null, prev: null } }) : undefined)]);
    renderWithProviders(<VendorOffers userId={7} sellerId={41} />);
    expect(await screen.findByText(/No offers yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Filter offers')).not.toBeInTheDocument();
  });
});
