import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/lib/messages';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { UserRolesSection } from './user-roles-section';

const role = (id: number, displayName: string, active: boolean) => ({
  id,
  name: `ROLE_${id}`,
  displayName,
  active,
  legacyRole: null,
  createDateTime: '2026-01-01T00:00:00.000Z',
  updateDateTime: '2026-01-01T00:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('UserRolesSection', () => {
  it('lists the user roles from GET {u}/roles, marking inactive ones', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { data: [role(1, 'Pro', true), role(2, 'AI PDF import', false)] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<UserRolesSection userId={7} />);
    const list = await screen.findByRole('list', { name: 'Roles' });
    expect(list).toHaveTextContent('Pro');
    expect(list).toHaveTextContent('AI PDF import (inactive)');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v4/user/7/roles');
    expect(screen.queryByText(MESSAGES.rolesFetchFailed)).not.toBeInTheDocument();
  });

  it("shows \"Couldn't fetch user roles\" in the section and as a toast when the read fails", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(500, { message: 'boom', errors: [] })));
    renderWithProviders(<UserRolesSection userId={7} />);
    const section = await screen.findByRole('region', { name: 'Your roles' });
    await waitFor(() => expect(section).toHaveTextContent(MESSAGES.rolesFetchFailed));
    // Once in the section, once in the toast.
    expect(await screen.findAllByText(MESSAGES.rolesFetchFailed)).toHaveLength(2);
  });
});
