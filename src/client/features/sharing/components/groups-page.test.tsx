import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES as CM } from '#shared/lib/collab-messages';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import type { TGroup, TInvite } from '#shared/schemas/groups';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { GroupsPage } from './groups-page';

const U = '/api/v4/user/7';

const group: TGroup = {
  id: 3,
  name: 'Trade partners',
  pending: false,
  isOwner: true,
  owner: { id: 7, name: 'Maya Thompson', companyName: 'Lakeside' },
  members: [
    { id: 7, name: 'Maya Thompson', email: 'seller@specfolio.test', companyName: 'Lakeside', pending: false },
    { id: 9, name: 'Chris Novak', email: 'other@specfolio.test', companyName: 'Harbor', pending: true },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};

const received: TInvite = {
  id: 11,
  group: { id: 4, name: 'Harbor circle' },
  user: { email: 'seller@specfolio.test' },
  name: 'Maya',
  companyName: null,
  role: null,
  message: 'Join us',
  kind: 'group',
  direction: 'received',
  invitedBy: { id: 9, name: 'Chris Novak', companyName: 'Harbor' },
  acceptedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(resetStubs);

function setup(handlers: THandler[]) {
  const fetch = stubFetch([...handlers, on('GET', `${U}/groups`, 200, { data: [group] }), on('GET', `${U}/invites`, 200, { data: [received] })]);
  renderWithProviders(<GroupsPage userId={7} />);
  return { user: userEvent.setup(), ...fetch };
}

describe('GroupsPage', () => {
  it('lists groups with members and pending badges, and received invites with Join', async () => {
    setup([]);
    const card = await screen.findByRole('article', { name: 'Group Trade partners' });
    const chris = within(card).getAllByRole('listitem').find((li) => li.textContent?.includes('Chris Novak'))!;
    expect(within(chris).getByText('Chris Novak')).toBeTruthy();
    expect(within(chris).getByText('Pending')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Remove Chris Novak' })).toBeTruthy();
    const invite = await screen.findByRole('listitem', { name: 'Invite to Harbor circle' });
    expect(within(invite).getByText('“Join us”')).toBeTruthy();
  });

  it('validates the invite form with the spec’s messages and sends the wrapped invite', async () => {
    const { user, sent } = setup([on('POST', `${U}/groups/3/invites`, 201, { data: { ...received, direction: 'sent' } })]);
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to Trade partners' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect(await within(dialog).findByText(CM.emailRequired)).toBeTruthy();
    expect(within(dialog).getByText(CM.nameRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'pat@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Pat');
    await user.type(within(dialog).getByRole('textbox', { name: 'Role' }), 'Plumber');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(sent().some((s) => s.method === 'POST')).toBe(true));
    expect(sent().find((s) => s.method === 'POST')!.body).toEqual({
      createGroupInviteRequest: { Invite: { user: { email: 'pat@example.com' }, name: 'Pat', companyName: null, role: 'Plumber', message: null } },
    });
  });

  it("shows 'Could not send invite' when the invite fails", async () => {
    const { user } = setup([on('POST', `${U}/groups/3/invites`, 500, { message: 'boom' })]);
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to Trade partners' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'pat@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Pat');
    await user.click(within(dialog).getByRole('button', { name: 'Send invite' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(M.inviteFailed);
  });

  it("toasts 'Could not join group.' when joining fails", async () => {
    const { user } = setup([on('POST', `${U}/groups/4/join`, 404, { message: 'Not found' })]);
    const invite = await screen.findByRole('listitem', { name: 'Invite to Harbor circle' });
    await user.click(within(invite).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(M.joinFailed)).toBeTruthy();
  });
});
