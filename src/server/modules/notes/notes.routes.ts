import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zOne } from '#server/lib/http/envelope';
import { pageEnvelope, zPageList } from '#server/lib/http/pagination';
import { parseListQuery, ZListQuerystring } from '#server/lib/http/query';
import { NOTE_PARENTS } from '#shared/lib/notes-messages';
import { NOTE_CREATE_OPERATION, NOTE_UPDATE_OPERATION, ZNote, ZNoteWrite } from '#shared/schemas/note';
import { createNote, deleteNote, listNotes, updateNote } from './notes.service';

const ZParentParams = z.object({ userId: z.string(), parentId: z.string() });
const ZNoteParams = ZParentParams.extend({ noteId: z.string() });

/**
 * Notes on a specbook, a customer or a catalogue spec (`{u}/{parent}/{parentId}/notes`, issue 21,
 * decision 059): private to the account; only the author changes or removes one; removal is soft.
 */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth };
  for (const parent of NOTE_PARENTS) {
    const NOTES = `/v4/user/:userId/${parent}/:parentId/notes`;
    const tags = ['notes'];

    app.get(
      NOTES,
      {
        ...auth,
        config: { queryFilters: 'compiled' },
        schema: {
          tags,
          summary: `The ${parent}'s notes, newest first (search; filter[userId]; filter[deleted]=true for removed ones)`,
          params: ZParentParams,
          querystring: ZListQuerystring,
          response: { 200: zPageList(ZNote) },
        },
      },
      async (request) => {
        const q = parseListQuery(request.query);
        const result = await listNotes(request.ctx, parent, request.params.parentId, { search: q.search, filter: q.filter, page: q.page, perPage: q.perPage });
        return pageEnvelope({ ...result, url: request.url });
      },
    );

    app.post(
      NOTES,
      { ...auth, schema: { tags, summary: `Add a note to the ${parent}`, params: ZParentParams, body: zEnvelope(NOTE_CREATE_OPERATION, 'Note', ZNoteWrite), response: { 201: zOne(ZNote) } } },
      async (request, reply) => {
        const note = await createNote(request.ctx, parent, request.params.parentId, request.body.createNoteRequest.Note);
        return reply.status(201).send({ data: note });
      },
    );

    app.patch(
      `${NOTES}/:noteId`,
      { ...auth, schema: { tags, summary: 'Change the text of your note', params: ZNoteParams, body: zEnvelope(NOTE_UPDATE_OPERATION, 'Note', ZNoteWrite), response: { 200: zOne(ZNote) } } },
      async (request) => ({ data: await updateNote(request.ctx, parent, request.params.parentId, request.params.noteId, request.body.updateNoteRequest.Note) }),
    );

    app.delete(
      `${NOTES}/:noteId`,
      { ...auth, schema: { tags, summary: 'Remove your note (soft: deletedAt is set)', params: ZNoteParams, response: { 200: zOne(ZNote) } } },
      async (request) => ({ data: await deleteNote(request.ctx, parent, request.params.parentId, request.params.noteId) }),
    );
  }
};
