import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import type { TProfileFieldProps } from './profile-field';
import { SelectSpecbookModal, selectSpecbookTitle } from './select-specbook-modal';

function FakeProfileField({ label, onChange }: TProfileFieldProps) {
  return (
    <button type="button" onClick={() => onChange({ id: 5, name: 'Johnson Residence' })}>
      {`Pick ${label}`}
    </button>
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(
    jsonResponse(200, {
      data: [{ id: 11, name: 'Master Bath' }],
      _pagination: { base: '/api', currentPage: null, perPage: 10, total: null, lastPage: null, next: null, prev: null, path: '' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('SelectSpecbookModal (variant B)', () => {
  it('titles itself by role', () => {
    expect(selectSpecbookTitle(false)).toBe('Select Profile and Specbook');
    expect(selectSpecbookTitle(true)).toBe('Select Project and Specbook');
  });

  it('enables the specbook field once a profile is chosen and hands back the selection', async () => {
    const context = { closeModal: vi.fn(), updateContextModal: vi.fn() };
    const onSelect = vi.fn();
    renderWithProviders(
      <SelectSpecbookModal context={context as never} id="select-specbook" innerProps={{ onSelect }} userId={7} isPro ProfileField={FakeProfileField} />,
    );
    const user = userEvent.setup();
    expect(context.updateContextModal).toHaveBeenCalledWith({ modalId: 'select-specbook', title: 'Select Project and Specbook' });
    const specbook = screen.getByRole('textbox', { name: /Specbook/ });
    expect(specbook).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pick Project' }));
    expect(specbook).toBeEnabled();
    await user.click(specbook);
    await user.click(await screen.findByRole('option', { name: 'Master Bath' }));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('filter[profile.id]')).toBe('5');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Select' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith({ profile: { id: 5, name: 'Johnson Residence' }, specbook: { id: 11, name: 'Master Bath' } });
    expect(context.closeModal).toHaveBeenCalledWith('select-specbook');
  });
});
