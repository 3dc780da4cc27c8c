import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '#shared/lib/profile-messages';
import { jsonResponse, makeProfile, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ProfileDetail } from './profile-detail';
import { ProfileList } from './profile-list';

const U = '/api/v4/user/7';

const profile = makeProfile;

const block = (list: string, sale: string) => ({ list, sale, cost: '0.00', profit: sale });
const cursorPage = <T,>(rows: T[], next: string | null = null) => ({ data: rows, _pagination: { currentPage: null, perPage: 24, total: null, lastPage: null, next, prev: null } });

afterEach(resetStubs);

describe('ProfileList', () => {
  it('lists profiles with their specbook count, labelled Projects for pro users', async () => {
    stubFetch([on('GET', `${U}/profile`, 200, cursorPage([profile(1, 'Johnson Residence'), profile(2, 'Webshop', { type: 'cart', specbookCount: 1 })]))]);
    renderWithProviders(<ProfileList userId={7} isPro />);
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getByRole('link', { name: 'Johnson Residence' })).toHaveAttribute('href', '/v4/profiles/1');
    expect(within(table).getByText('Cart', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Webshop' })).toHaveAttribute('href', '/v4/specmarket/cart');
    expect(screen.getByRole('button', { name: 'New project' })).toBeInTheDocument();
  });

  it('creates a profile with the spec’s rules, then opens it', async () => {
    const { sent } = stubFetch([on('GET', `${U}/profile`, 200, cursorPage([])), on('POST', `${U}/profile`, 201, { data: profile(9, 'Lakeview Condo') })]);
    renderWithProviders(<ProfileList userId={7} isPro={false} />);
    expect(await screen.findByText('No profiles yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New profile' }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'nope');
    await userEvent.click(within(form).getByRole('textbox', { name: 'Address' }));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(form).getByRole('button', { name: 'Create profile' }));
    expect(await within(form).findByText(M.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.emailInvalid)).toBeInTheDocument();
    expect(within(form).getByText(M.addressMax)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Lakeview Condo');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Address' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/v4/profiles/9'));
    const post = sent().find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      createProfileRequest: { Profile: { name: 'Lakeview Condo', email: null, phone: null, fax: null, address: null, contact: null, type: null, public: false } },
    });
  });
});

describe('ProfileDetail', () => {
  const today = new Date(Date.UTC(2026, 10, 23, 12));

  it('shows the period totals, the graph with MM/YY labels, top sellers and specbooks', async () => {
    const { sent } = stubFetch([
      on('GET', `${U}/profile/3`, 200, { data: profile(3, 'Hillside Loft', { contact: 'Dana Hill' }) }),
      (url) =>
        url.pathname === `${U}/profile/3/totals`
          ? jsonResponse(200, {
              data: { startDate: url.searchParams.get('startDate'), endDate: url.searchParams.get('endDate'), count: 1, totals: { quoted: block('1000.00', '850.00'), approved: block('0.00', '0.00') } },
            })
          : undefined,
      on('GET', `${U}/profile/3/totals/graph`, 200, {
        data: [
          { createdAt: '2025-12-01', count: 0, totals: { quoted: block('0.00', '0.00'), approved: block('0.00', '0.00') } },
          { createdAt: '2026-11-01', count: 1, totals: { quoted: block('1000.00', '850.00'), approved: block('0.00', '0.00') } },
        ],
      }),
      on('GET', `${U}/profile/3/top-sellers`, 200, {
        data: [{ id: 4, specID: 4, name: 'Vessel Faucet', modelNumber: 'AQ-1', manufacturerName: 'Aquaterra', imageName: null, qty: 2, list: '800.00', sale: '680.00' }],
      }),
      on('GET', `${U}/specbook`, 200, cursorPage([{ id: 41, name: 'Hillside Loft Bathrooms', status: 'open', archived: false, updatedAt: '2026-11-20T12:00:00.000Z' }])),
    ]);
    renderWithProviders(<ProfileDetail userId={7} profileId={3} isPro={false} today={today} />);
    expect(await screen.findByRole('heading', { name: 'Hillside Loft' })).toBeInTheDocument();
    const quarter = screen.getByRole('region', { name: 'Current quarter' });
    expect(within(quarter).getByText('10/01/2026 – 11/23/2026')).toBeInTheDocument();
    expect(await within(quarter).findByText('$850.00')).toBeInTheDocument();
    const graph = screen.getByRole('region', { name: 'Totals by month' });
    expect(await within(graph).findByRole('rowheader', { name: '11/26' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Top sellers' })).getByText('Vessel Faucet')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hillside Loft Bathrooms' })).toHaveAttribute('href', '/v4/specbooks/manage/41');
    const totalsCalls = sent().filter((r) => r.path === `${U}/profile/3/totals`);
    expect(totalsCalls.map((r) => `${r.query.get('startDate')}..${r.query.get('endDate')}`).sort()).toEqual([
      '2026-01-01..2026-11-23',
      '2026-10-01..2026-11-23',
      '2026-11-01..2026-11-23',
    ]);
    expect(sent().find((r) => r.path === `${U}/specbook`)!.query.get('filter[profile.id]')).toBe('3');
    expect(sent().find((r) => r.path === `${U}/profile/3/totals/graph`)!.query.get('startDate')).toBe('2025-12-01');
  });

  it('edits the profile with the update envelope', async () => {
    const { sent } = stubFetch([
      on('GET', `${U}/profile/3`, 200, { data: profile(3, 'Hillside Loft') }),
      on('PATCH', `${U}/profile/3`, 200, { data: profile(3, 'Hillside Lofts') }),
    ]);
    renderWithProviders(<ProfileDetail userId={7} profileId={3} isPro today={today} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Project' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hillside Lofts');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent().some((r) => r.method === 'PATCH')).toBe(true));
    expect(sent().find((r) => r.method === 'PATCH')!.body).toMatchObject({ updateProfileRequest: { Profile: { name: 'Hillside Lofts' } } });
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
  });

  it('says when the profile does not exist', async () => {
    stubFetch([]);
    renderWithProviders(<ProfileDetail userId={7} profileId={99} isPro={false} today={today} />);
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
  });
});
