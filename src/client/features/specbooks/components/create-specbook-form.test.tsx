import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import type { TSpecbook } from '#shared/schemas/specbook';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { CreateSpecbookModal } from './create-specbook-modal';
import { toCreatePayload, validateCreateSpecbook } from './create-specbook-form';
import type { TProfileFieldProps } from './profile-field';

/** A stand-in profile field: a button that picks profile 5. */
function FakeProfileField({ label, value, onChange, error }: TProfileFieldProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange({ id: 5, name: 'Johnson Residence' })}>
        {`Pick ${label}`}
      </button>
      <span>{value ? value.name : 'none'}</span>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

const created: TSpecbook = {
  id: 42,
  specbookID: 42,
  name: 'Lake House',
  description: null,
  profile: { id: 5, name: 'Johnson Residence' },
  projectID: 5,
  userID: 7,
  pinned: false,
  archived: false,
  status: 'open',
  tax: null,
  paymentTerms: { id: 0, name: 'Due on Receipt' },
  paymentTermsDays: null,
  shippingCalculation: true,
  source: null,
  coverImage: null,
  customer: null,
  customerId: null,
  shippingAddress: null,
  billingAddress: null,
  priceGroup: null,
  hasProposal: false,
  expectedInstalledAt: null,
  expectedApprovedAt: null,
  createdAt: '2024-05-01T00:00:00.000Z',
  humanizedCreatedAt: '2 years ago',
  updatedAt: '2024-05-01T00:00:00.000Z',
  links: { especbook: '/v4/especbook/42' },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function setup(isPro = false, route = '/') {
  const context = { closeModal: vi.fn() };
  const props = {
    context: context as never,
    id: 'create-specbook',
    innerProps: {},
    userId: 7,
    isPro,
    ProfileField: FakeProfileField,
  };
  renderWithProviders(<CreateSpecbookModal {...props} />, { route });
  return { user: userEvent.setup(), context };
}

describe('Add Specbook form rules', () => {
  it('drops empty values and checks the rest with the route’s schema', () => {
    expect(toCreatePayload({ profile: { id: 5, name: 'x' }, name: ' ', description: '' })).toEqual({ profile: { id: 5 } });
    expect(validateCreateSpecbook({ profile: null, name: 'ab', description: 'x'.repeat(401) })).toEqual({
      profile: M.profileRequired,
      name: M.nameMin,
      description: M.descriptionMax,
    });
    expect(validateCreateSpecbook({ profile: { id: 5, name: 'x' }, name: 'a\n'.repeat(11), description: 'ab' })).toEqual({
      name: M.nameMax,
      description: M.descriptionMin,
    });
    expect(validateCreateSpecbook({ profile: { id: 5, name: 'x' }, name: '', description: '' })).toEqual({});
  });
});

describe('CreateSpecbookModal', () => {
  it('labels the profile field Profiles, or Projects for pro users', () => {
    setup(true);
    expect(screen.getByRole('button', { name: 'Pick Projects' })).toBeInTheDocument();
    expect(screen.getByLabelText('Specbook Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
  });

  it('shows the spec’s messages under the fields and as a toast, and sends nothing', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Specbook Name'), 'ab');
    await user.type(screen.getByLabelText('Description'), 'xy');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(M.profileRequired)).toBeInTheDocument();
    // Under the field and in the toast (the first failing rule).
    expect(screen.getAllByText(M.nameMin)).toHaveLength(2);
    expect(screen.getByText(M.descriptionMin)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the specbook, toasts and goes to its manage page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { data: created }));
    const { user, context } = setup();
    await user.click(screen.getByRole('button', { name: 'Pick Profiles' }));
    await user.type(screen.getByLabelText('Specbook Name'), 'Lake House');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/42'));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    expect(context.closeModal).toHaveBeenCalledWith('create-specbook');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v4/user/7/specbook');
    expect(JSON.parse(String(init.body))).toEqual({ createSpecbookRequest: { Specbook: { name: 'Lake House', profile: { id: 5 } } } });
  });

  it('toasts the server’s message when the create fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: M.profileNotFound, errors: [{ field: 'profile.id', message: M.profileNotFound }] }));
    const { user, context } = setup();
    await user.click(screen.getByRole('button', { name: 'Pick Profiles' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(M.profileNotFound)).toBeInTheDocument();
    expect(context.closeModal).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('toasts Could Not Create Specbook! when the server fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Something went wrong. Please try again.' }));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Pick Profiles' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(M.createFailed)).toBeInTheDocument();
  });
});
