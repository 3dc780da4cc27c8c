import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs } from '#client/test/stub-fetch';
import { SpecDocumentsPanel } from './spec-documents-panel';

const doc = (id: number, name: string, type: number, global: boolean) => ({
  id, specID: 5, type, documentTypeId: type, name, path: 'k', docPath: 'k', url: `/api/v4/user/7/specs/5/documents/${id}/file`, docUrl: '', contentType: 'application/pdf', size: 10, global, updatedAt: '2026-01-01T00:00:00.000Z',
});

let posted: FormData | null;
let deleteStatus: number;
beforeEach(() => {
  posted = null;
  deleteStatus = 204;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method === 'GET') return jsonResponse(200, { data: [doc(1, 'Platform Sheet', 2, true), doc(2, 'Our Install', 3, false)] });
      if (method === 'POST') {
        posted = init.body as FormData;
        return jsonResponse(201, { data: doc(3, 'New', 2, false) });
      }
      return deleteStatus === 204 ? new Response(null, { status: 204 }) : jsonResponse(deleteStatus, { message: 'boom' });
    }),
  );
});
afterEach(resetStubs);

describe('SpecDocumentsPanel', () => {
  it('lists documents; only the account’s own can be removed; a failed removal toasts the spec’s message', async () => {
    renderWithProviders(<SpecDocumentsPanel userId={7} specId={5} />);
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: 'Remove Platform Sheet' })).toBeNull();
    deleteStatus = 500;
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Remove Our Install' }));
    expect(await screen.findByText('Could Not Delete Spec Document')).toBeInTheDocument();
  });

  it('checks the name and file, then uploads as multipart', async () => {
    renderWithProviders(<SpecDocumentsPanel userId={7} specId={5} />);
    await screen.findByRole('list', { name: 'Documents' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    expect(screen.getByText('Document name must be between 3 and 25 characters')).toBeInTheDocument();
    expect(screen.getByText('Choose a file to upload')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Document Name/ }), 'Spec v2');
    await user.upload(screen.getByTestId('documentFile'), new File(['%PDF-1.4'], 'v2.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted!.get('documentTypeId')).toBe('2');
    expect(posted!.get('documentName')).toBe('Spec v2');
    expect((posted!.get('documentFile') as File).name).toBe('v2.pdf');
  });
});
