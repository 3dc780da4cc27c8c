import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TTeamMember } from '#shared/schemas/team';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { TeamPanel } from './team-panel';

const TEAM = '/api/v4/user/7/specbook/1/team';

function member(joinID: number, name: string, email: string, extra: Partial<TTeamMember['permissions']> = {}): TTeamMember {
  const permissions = { showListPrice: true, showSalePrice: true, showModelNumbers: true, canApprove: false, showNotifications: true, ...extra };
  return {
    id: joinID,
    joinID,
    specbookId: 1,
    name,
    email,
    emailAddress: email,
    role: null,
    ...permissions,
    permissions,
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-01T12:00:00.000Z',
    links: { especbook: `http://localhost/v4/especbook/1?token=t${joinID}` },
  };
}

afterEach(resetStubs);

function setup(handlers: THandler[]) {
  const fetch = stubFetch(handlers);
  renderWithProviders(<TeamPanel userId={7} specbookId={1} />);
  return { user: userEvent.setup(), ...fetch };
}

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Team Member' }));
  return screen.findByRole('dialog', { name: 'Add Team Member' });
}

describe('TeamPanel', () => {
  it('lists members with their permissions and e-Specbook link', async () => {
    setup([on('GET', TEAM, 200, { data: [member(5, 'Maya Johnson', 'maya@example.com', { canApprove: true, showSalePrice: false })] })]);
    const card = await screen.findByRole('listitem', { name: 'Maya Johnson' });
    expect(within(card).getByText('maya@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Can approve')).toBeInTheDocument();
    expect(within(card).queryByText('Sale price')).not.toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', 'http://localhost/v4/especbook/1?token=t5');
    expect(within(card).getByRole('button', { name: 'Copy e-Specbook link of Maya Johnson' })).toBeInTheDocument();
  });

  it("toasts \"Couldn't fetch specbook team\" when the team cannot be loaded", async () => {
    setup([on('GET', TEAM, 500, { message: 'boom' })]);
    expect(await screen.findAllByText(M.teamFetchFailed)).not.toHaveLength(0);
  });

  it('shows the spec messages of the team member form and sends nothing while invalid', async () => {
    const { user, sent } = setup([on('GET', TEAM, 200, { data: [] })]);
    const dialog = await openAddForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Team Member' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.emailRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/Name/));
    await user.paste('x'.repeat(51));
    expect(await within(dialog).findByText(M.nameTooLong)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Email address/), 'not-an-email');
    await user.tab();
    expect(await within(dialog).findByText(M.emailInvalid)).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('POSTs the createTeamMemberRequest envelope and toasts that the e-Specbook was sent', async () => {
    const created = member(9, 'Maya Johnson', 'maya@example.com', { canApprove: true });
    const { user, sent } = setup([on('POST', TEAM, 201, { data: { ...created, emailSent: true } }), on('GET', TEAM, 200, { data: [] })]);
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText(/Name/), '  Maya Johnson ');
    await user.type(within(dialog).getByLabelText(/Email address/), 'maya@example.com');
    await user.type(within(dialog).getByLabelText('Role'), 'Client');
    await user.click(within(dialog).getByLabelText('Can approve specs'));
    await user.click(within(dialog).getByLabelText('Show sale price'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Team Member' }));

    expect(await screen.findByText(M.especbookSent)).toBeInTheDocument();
    const post = sent().find((r) => r.method === 'POST');
    expect(post?.path).toBe(TEAM);
    expect(post?.body).toEqual({
      createTeamMemberRequest: {
        TeamMember: {
          name: 'Maya Johnson',
          emailAddress: 'maya@example.com',
          role: 'Client',
          sendEmail: true,
          showListPrice: true,
          showSalePrice: false,
          showModelNumbers: true,
          canApprove: true,
          showNotifications: true,
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Team Member' })).not.toBeInTheDocument());
  });

  it("does not claim an e-mail went out without sendEmail, and toasts \"Couldn't create team!\" on a server failure", async () => {
    const { user } = setup([on('POST', TEAM, 500, { message: 'boom' }), on('GET', TEAM, 200, { data: [] })]);
    const dialog = await openAddForm(user);
    await user.type(within(dialog).getByLabelText(/Name/), 'Maya');
    await user.type(within(dialog).getByLabelText(/Email address/), 'maya@example.com');
    await user.click(within(dialog).getByLabelText('E-mail the e-Specbook link'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Team Member' }));
    expect(await screen.findByText(M.teamCreateFailed)).toBeInTheDocument();
    expect(screen.queryByText(M.especbookSent)).not.toBeInTheDocument();
  });

  it('PATCHes edited permissions with the updateTeamMemberRequest envelope', async () => {
    const maya = member(5, 'Maya Johnson', 'maya@example.com');
    const { user, sent } = setup([on('PATCH', `${TEAM}/5`, 200, { data: maya }), on('GET', TEAM, 200, { data: [maya] })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Maya Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Maya Johnson' });
    await user.click(within(dialog).getByLabelText('Can approve specs'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent().some((r) => r.method === 'PATCH')).toBe(true));
    const patch = sent().find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({ updateTeamMemberRequest: { TeamMember: { canApprove: true, sendEmail: false, name: 'Maya Johnson' } } });
  });

  it('revokes after confirmation with the spec toast', async () => {
    const maya = member(5, 'Maya Johnson', 'maya@example.com');
    const { user, sent } = setup([
      on('DELETE', `${TEAM}/5`, 200, { data: { id: 5, joinID: 5, revokedAt: '2024-05-02T00:00:00.000Z' } }),
      on('GET', TEAM, 200, { data: [maya] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Maya Johnson' }));
    expect(sent().some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(M.inviteRevoked)).toBeInTheDocument();
    expect(sent().find((r) => r.method === 'DELETE')?.path).toBe(`${TEAM}/5`);
  });
});
