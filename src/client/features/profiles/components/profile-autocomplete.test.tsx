import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { createOptionLabel, ProfileAutocomplete, type TProfileChoice } from './profile-autocomplete';

const profile = (id: number, name: string) => ({ id, name });
const list = (rows: { id: number; name: string }[]) =>
  jsonResponse(200, { data: rows, _pagination: { base: '/api', currentPage: null, perPage: 20, total: null, lastPage: null, next: null, prev: null, path: '' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ onChange }: { onChange: (v: TProfileChoice | null) => void }) {
  const [value, setValue] = useState<TProfileChoice | null>(null);
  return (
    <ProfileAutocomplete
      userId={7}
      label="Projects"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('ProfileAutocomplete', () => {
  it('searches profiles as the user types and picks one', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      new URL(url, 'http://x').searchParams.get('search') === 'oak' ? list([profile(2, 'Oak Street Remodel')]) : list([profile(1, 'Johnson Residence'), profile(2, 'Oak Street Remodel')]),
    );
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Projects' });
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'Johnson Residence' })).toBeInTheDocument();
    await user.type(input, 'oak');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Johnson Residence' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('option', { name: 'Oak Street Remodel' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, name: 'Oak Street Remodel' });
    expect(input).toHaveValue('Oak Street Remodel');
  });

  it('creates a profile from the typed text', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? jsonResponse(201, { data: profile(9, 'Lake House') }) : list([]),
    );
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Projects' }), 'Lake House');
    await user.click(await screen.findByRole('option', { name: createOptionLabel('Lake House') }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ id: 9, name: 'Lake House' }));
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({ createProfileRequest: { Profile: { name: 'Lake House' } } });
  });
});
