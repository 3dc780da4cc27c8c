import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES as M } from '#shared/lib/contact-messages';
import type { TContact } from '#shared/schemas/contact';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { PeopleSection } from './people-section';

const ann: TContact = {
  id: 7, name: 'Ann Harper', companyName: null, title: 'Owner', email: 'ann@harper.example', phone: null, fax: null, website: null, about: null,
  customer: { id: 3 }, vendor: null, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};
const page = (rows: unknown[]) => ({ data: rows, _pagination: { base: '/api', currentPage: 1, perPage: 100, total: rows.length, lastPage: 1, next: null, prev: null, path: '' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn((_url: string, init?: RequestInit) =>
    Promise.resolve(init?.method === 'POST' ? jsonResponse(201, { data: { ...ann, id: 8, name: 'Bob Stone' } }) : jsonResponse(200, page([ann]))),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('PeopleSection', () => {
  it("lists a customer's people and adds one tied to the customer, checking the rules first", async () => {
    renderWithProviders(<PeopleSection userId={1} parent={{ kind: 'customer', id: 3 }} />);
    const list = await screen.findByRole('list', { name: M.people });
    expect(within(list).getByText('Ann Harper')).toBeTruthy();
    const listUrl = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(listUrl.pathname).toBe('/api/v4/user/1/contacts');
    expect(listUrl.searchParams.get('filter[customerId]')).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    const form = screen.getByRole('form', { name: 'Add person' });
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(await within(form).findByText(M.nameRequired)).toBeTruthy();
    expect(within(form).getByText(M.notValid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Name/), 'Bob Stone');
    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toMatchObject({ createContactRequest: { Contact: { name: 'Bob Stone', customer: { id: 3 } } } });
  });
});
