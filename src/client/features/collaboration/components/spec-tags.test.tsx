import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TTag } from '#shared/schemas/tag';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { SpecTags } from './spec-tags';

const SPEC_TAGS = '/api/v4/user/7/specbook/1/specs/11/tags';
const USER_TAGS = '/api/v4/user/7/tags';

function tag(id: number, name: string, joinIds: string[] = []): TTag {
  return {
    id,
    userId: 7,
    specbookId: null,
    projectId: null,
    name,
    createdAt: '2024-05-01T12:00:00.000Z',
    updatedAt: '2024-05-01T12:00:00.000Z',
    metadata: { cluster: null, version: 1 },
    specSpecbookId: joinIds,
  };
}

afterEach(resetStubs);

function setup(handlers: THandler[]) {
  const fetch = stubFetch(handlers);
  renderWithProviders(<SpecTags userId={7} specbookId={1} joinId={11} />);
  return { user: userEvent.setup(), ...fetch };
}

const searches = (sent: ReturnType<typeof stubFetch>['sent']) => sent().filter((r) => r.method === 'GET' && r.path === USER_TAGS);

describe('SpecTags', () => {
  it('shows the spec tags as chips and detaches one with ×', async () => {
    const { user, sent } = setup([
      on('DELETE', `${SPEC_TAGS}/3`, 200, { data: { tag: tag(3, 'Brass'), joinID: 11, removeLast: true } }),
      on('GET', SPEC_TAGS, 200, { data: [tag(3, 'Brass', ['11']), tag(4, 'Phase 2', ['11'])] }),
    ]);
    expect(await screen.findByText('Brass')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove tag Brass' }));
    await waitFor(() => expect(screen.queryByText('Brass')).not.toBeInTheDocument());
    expect(screen.getByText('Phase 2')).toBeInTheDocument();
    expect(sent().some((r) => r.method === 'DELETE' && r.path === `${SPEC_TAGS}/3`)).toBe(true);
  });

  it("toasts 'Could Not Remove Tag From Spec' when the detach fails and keeps the chip", async () => {
    const { user } = setup([on('DELETE', `${SPEC_TAGS}/3`, 500, { message: 'boom' }), on('GET', SPEC_TAGS, 200, { data: [tag(3, 'Brass', ['11'])] })]);
    await user.click(await screen.findByRole('button', { name: 'Remove tag Brass' }));
    expect(await screen.findByText(M.tagRemoveFailed)).toBeInTheDocument();
    expect(screen.getByText('Brass')).toBeInTheDocument();
  });

  it("toasts 'Could Not Get Tags for this Spec' when the tags cannot be loaded", async () => {
    setup([on('GET', SPEC_TAGS, 500, { message: 'boom' })]);
    expect((await screen.findAllByText(M.tagsFetchFailed)).length).toBeGreaterThan(0);
  });

  it('searches as one types and never asks the server with empty terms', async () => {
    const { user, sent } = setup([
      (url, init) => ((init.method ?? 'GET') === 'GET' && url.pathname === USER_TAGS ? new Response(JSON.stringify({ data: [tag(5, 'Brushed Nickel')] })) : undefined),
      on('GET', SPEC_TAGS, 200, { data: [] }),
    ]);
    const input = await screen.findByLabelText('Tag name');
    await user.click(input);
    await user.type(input, '   ');
    await new Promise((r) => setTimeout(r, 450));
    expect(searches(sent)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Bru');
    expect(await screen.findByRole('option', { name: 'Brushed Nickel' })).toBeInTheDocument();
    const terms = searches(sent).map((r) => r.query.get('searchTerms'));
    expect(terms.at(-1)).toBe('Bru');
    expect(terms.every((t) => t !== null && t.trim() !== '')).toBe(true);

    const before = searches(sent).length;
    await user.clear(input);
    await new Promise((r) => setTimeout(r, 450));
    expect(searches(sent)).toHaveLength(before);
    expect(screen.queryByRole('option', { name: 'Brushed Nickel' })).not.toBeInTheDocument();
  });

  it("toasts 'Tag Exceeds Limit of 45 Characters' and sends nothing for a 46-character tag", async () => {
    const { user, sent } = setup([on('GET', USER_TAGS, 200, { data: [] }), on('GET', SPEC_TAGS, 200, { data: [] })]);
    const input = await screen.findByLabelText('Tag name');
    await user.click(input);
    await user.paste('x'.repeat(46));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(M.tagTooLong)).toBeInTheDocument();
    expect(sent().filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('creates the typed tag on Enter and attaches it to the spec', async () => {
    const created = tag(8, 'Powder Room');
    const { user, sent } = setup([
      on('POST', USER_TAGS, 201, { data: created }),
      on('POST', `${SPEC_TAGS}/8`, 200, { data: { tag: { ...created, specSpecbookId: ['11'] }, joinID: 11 } }),
      on('GET', USER_TAGS, 200, { data: [] }),
      (url, init) => ((init.method ?? 'GET') === 'GET' && url.pathname === SPEC_TAGS ? new Response(JSON.stringify({ data: sent().some((r) => r.path === `${SPEC_TAGS}/8`) ? [created] : [] })) : undefined),
    ]);
    const input = await screen.findByLabelText('Tag name');
    await user.click(input);
    await user.paste(' Powder Room ');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Powder Room')).toBeInTheDocument();
    const posts = sent().filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([USER_TAGS, `${SPEC_TAGS}/8`]);
    expect(posts[0]?.body).toEqual({ createTagRequest: { Tag: { name: 'Powder Room' } } });
    await waitFor(() => expect(input).toHaveValue(''));
  });
});
