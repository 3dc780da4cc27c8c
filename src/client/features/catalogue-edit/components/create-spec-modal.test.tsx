import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAssignSearch } from '#client/lib/assign-search';
import { openNamedModal } from '#client/lib/modals';
import { jsonResponse, makeUser, renderWithProviders } from '#client/test/render';
import { resetStubs } from '#client/test/stub-fetch';

const mfr = (id: number, name: string, global = true) => ({ id, name, global, userId: global ? null : 7, url: null, source: null, logo: null, active: true, enabled: true, sellInMarketplace: false, specCount: 0 });
const list = (rows: unknown[]) => jsonResponse(200, { data: rows, _pagination: { base: '/api', currentPage: null, perPage: 20, total: rows.length, lastPage: null, next: null, prev: null, path: '' } });

type Call = { method: string; path: string; body: BodyInit | null | undefined };
let calls: Call[];
let createManufacturerAnswer: () => Response;
beforeEach(() => {
  calls = [];
  createManufacturerAnswer = () => jsonResponse(201, { data: mfr(50, 'Lakeside Originals', false) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://x');
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init.body });
      if (url.pathname === '/api/v4/user/me') return jsonResponse(200, { data: makeUser() });
      if (url.pathname === '/api/v4/user/7/manufacturer' && method === 'GET') return list([mfr(1, 'Aquaterra'), mfr(50, 'Lakeside Originals', false)].filter((m) => m.name.toLowerCase().startsWith((url.searchParams.get('search') ?? '').toLowerCase())));
      if (url.pathname === '/api/v4/user/7/manufacturer' && method === 'POST') return createManufacturerAnswer();
      if (url.pathname === '/api/v4/user/7/specs' && method === 'POST') return jsonResponse(201, { data: { id: 99, name: 'Vanity' } });
      return jsonResponse(404, { message: 'not stubbed' });
    }),
  );
});
afterEach(resetStubs);

function Opener() {
  return (
    <button type="button" onClick={() => openNamedModal('create-spec', { modelNumber: 'LO-100', from: 'assign-spec' })}>
      open
    </button>
  );
}

async function openModal() {
  renderWithProviders(<Opener />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Spec' });
  await within(dialog).findByRole('textbox', { name: /Select Manufacturer/ });
  return { user, dialog };
}

/** Types by pasting: much faster than key by key on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const pdf = () => new File(['%PDF-1.4 test'], 'sheet.pdf', { type: 'application/pdf' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

describe('CreateSpecModal', () => {
  it('shows the spec’s fields, prefills Model # and refuses an incomplete form with the toast', async () => {
    const { user, dialog } = await openModal();
    const d = within(dialog);
    expect(d.getByRole('textbox', { name: /Model #/ })).toHaveValue('LO-100');
    for (const label of ['UPC', 'Name', 'List Price']) expect(d.getByRole('textbox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(d.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    expect(d.getByText('Click or drop image here')).toBeInTheDocument();
    for (const slot of ['Spec Sheet (*.pdf)', 'Installation (*.pdf)', 'Parts Breakdown', 'Care & Warranty', 'Safety Data Sheet', 'Custom Document']) {
      expect(d.getByText(slot)).toBeInTheDocument();
    }
    expect(d.getAllByRole('button', { name: /\+ Add Document/ })).toHaveLength(6);
    expect(d.getByText('All fields marked * are required')).toBeInTheDocument();
    for (const tool of ['Heading 1', 'Heading 4', 'Bold', 'Italic', 'Underline', 'Text color', 'Bullet list', 'Ordered list', 'Insert link']) {
      expect(d.getByRole('button', { name: tool })).toBeInTheDocument();
    }
    await user.click(d.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The form has missing or invalid data')).toBeInTheDocument();
    expect(d.getByText('Manufacturer is required')).toBeInTheDocument();
    expect(d.getByText('Name is required')).toBeInTheDocument();
    await fill(user, d.getByRole('textbox', { name: /List Price/ }), '-3');
    await user.tab();
    expect(d.getByText('List price must be a positive number')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a missing manufacturer, uploads an image and a spec sheet, creates the spec and hands the model to Assign Spec', async () => {
    const { user, dialog } = await openModal();
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: '+ Add Missing Manufacturer' }));
    expect(d.getByRole('textbox', { name: /URL \(Eg: www\.example\.com\)/ })).toBeInTheDocument();
    await fill(user, d.getByRole('textbox', { name: /Manufacturer Name/ }), 'Lo');
    await user.click(d.getByRole('button', { name: 'Save Manufacturer' }));
    expect(await screen.findByText('New manufacturer information is not valid')).toBeInTheDocument();
    await user.clear(d.getByRole('textbox', { name: /Manufacturer Name/ }));
    await fill(user, d.getByRole('textbox', { name: /Manufacturer Name/ }), 'Lakeside Originals');
    await user.type(d.getByRole('textbox', { name: /URL \(Eg/ }), 'https://lakeside.example');
    await user.click(d.getByRole('button', { name: 'Save Manufacturer' }));
    await waitFor(() => expect(d.getByRole('textbox', { name: /Select Manufacturer/ })).toHaveValue('Lakeside Originals'));
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/manufacturer'));
    expect(JSON.parse(String(post!.body))).toEqual({ company: 'Lakeside Originals', url: 'https://lakeside.example' });

    await fill(user, d.getByRole('textbox', { name: /^Name/ }), 'Lakeside Vanity');
    await fill(user, d.getByRole('textbox', { name: /List Price/ }), '1299.50');
    await user.upload(d.getByTestId('image-file-input'), png());
    expect(await d.findByRole('img', { name: 'Image preview' })).toBeInTheDocument();
    await user.upload(d.getByTestId('specDocFile'), pdf());
    expect(d.getByText('sheet.pdf')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Spec added successfully')).toBeInTheDocument();
    const create = calls.find((c) => c.method === 'POST' && c.path === '/api/v4/user/7/specs');
    const form = create!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({ manufacturerID: '50', modelNumber: 'LO-100', name: 'Lakeside Vanity', price: '1299.50' });
    expect((form.get('imageFile') as File).name).toBe('photo.png');
    expect((form.get('specDocFile') as File).name).toBe('sheet.pdf');
    expect(form.has('customDocFile')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Spec' })).not.toBeInTheDocument());
    expect(getAssignSearch().value).toBe('LO-100');
  }, 45_000);

  it('asks for the custom document’s name, shows a 409 manufacturer message, and Close resets the assign search', async () => {
    createManufacturerAnswer = () => jsonResponse(409, { message: 'A manufacturer named "Aquaterra" already exists.', errors: [{ field: 'name', message: 'A manufacturer named "Aquaterra" already exists.' }] });
    const { user, dialog } = await openModal();
    const d = within(dialog);
    await user.upload(d.getByTestId('customDocFile'), pdf());
    expect(d.getByRole('textbox', { name: /Custom Document Name/ })).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: '+ Add Missing Manufacturer' }));
    await fill(user, d.getByRole('textbox', { name: /Manufacturer Name/ }), 'Aquaterra');
    await user.type(d.getByRole('textbox', { name: /URL \(Eg/ }), 'https://aq.example');
    await user.click(d.getByRole('button', { name: 'Save Manufacturer' }));
    expect(await screen.findByText('A manufacturer named "Aquaterra" already exists.')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Create' }));
    expect(await d.findByText('Custom document name is required')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Spec' })).not.toBeInTheDocument());
    expect(getAssignSearch().value).toBe('');
  });
});
