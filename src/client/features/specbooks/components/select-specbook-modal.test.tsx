import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
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

  it('shows the error legend and the field message when the specbook field is left without a choice', async () => {
    const context = { closeModal: vi.fn(), updateContextModal: vi.fn() };
    renderWithProviders(<SelectSpecbookModal context={context as never} id="select-specbook" innerProps={{}} userId={7} isPro={false} ProfileField={FakeProfileField} />);
    const user = userEvent.setup();
    expect(screen.queryByText(SPECBOOK_MESSAGES.selectionLegend)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick Profile' }));
    await user.click(screen.getByRole('textbox', { name: /Specbook/ }));
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(SPECBOOK_MESSAGES.selectionLegend);
    expect(screen.getByText(SPECBOOK_MESSAGES.selectSpecbook)).toBeInTheDocument();
  });

  it("toasts 'Specbook created successfully' after creating a specbook from the typed text and selects it", async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse(201, { data: { id: 42, specbookID: 42, name: 'Guest Bath' } })
          : jsonResponse(200, { data: [], _pagination: { base: '/api', currentPage: null, perPage: 10, total: 0, lastPage: null, next: null, prev: null, path: String(input) } }),
      ),
    );
    const context = { closeModal: vi.fn(), updateContextModal: vi.fn() };
    const onSelect = vi.fn();
    renderWithProviders(<SelectSpecbookModal context={context as never} id="select-specbook" innerProps={{ onSelect }} userId={7} isPro={false} ProfileField={FakeProfileField} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pick Profile' }));
    await user.type(screen.getByRole('textbox', { name: /Specbook/ }), 'Guest Bath{Enter}');
    expect(await screen.findByText(SPECBOOK_MESSAGES.createdFromSelection)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toMatchObject({ createSpecbookRequest: { Specbook: { name: 'Guest Bath', profile: { id: 5 } } } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith({ profile: { id: 5, name: 'Johnson Residence' }, specbook: { id: 42, name: 'Guest Bath' } });
  });
});
