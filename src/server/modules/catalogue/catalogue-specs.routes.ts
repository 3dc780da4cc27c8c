import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zodIssuesToErrors } from '#server/lib/http/envelope';
import { ValidationError } from '#server/lib/http/errors';
import { acceptMultipart, readMultipart, type UploadedFile } from '#server/lib/http/multipart';
import { addDocument } from '#server/modules/catalogue-edit/spec-documents.service';
import { SPEC_FILE_MAX_BYTES } from '#server/modules/catalogue-edit/spec-files';
import { SPEC_DOCUMENT_TYPES } from '#shared/lib/catalogue';
import { pageEnvelope } from '#server/lib/http/pagination';
import { zPageList } from '#shared/schemas/pagination';
import {
  ZCatalogueSpec,
  ZCatalogueSpecDetail,
  ZCollectionQuery,
  ZSpecBulkPatch,
  ZSpecBulkResult,
  ZSpecPatch,
  ZSpecVariant,
  type TSpecPatch,
} from '#shared/schemas/catalogue';
import {
  bulkEditSpecs,
  getCatalogueSpec,
  listCollection,
  listFinishes,
  listVariants,
  setSpecArchived,
  updateCatalogueSpec,
} from './catalogue-specs.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecParams = z.object({
  userId: z.string(),
  specId: z.coerce.number({ error: 'specId must be a number.' }).int('specId must be a whole number.').positive('specId must be positive.').max(2_147_483_647, 'specId must be a spec id.'),
});
const ZOneSpec = z.object({ data: ZCatalogueSpecDetail });
const ZShowPrice = z.object({
  showPrice: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
});

/** Bulk edit body: {"createSpecbookRequest": {"Spec": {...}, "filter": {...}}} (the spec's name for it). */
const ZBulkBody = z.object(
  {
    createSpecbookRequest: z.object(
      { Spec: ZSpecBulkPatch, filter: z.record(z.string(), z.unknown(), { error: 'Bulk edit needs a filter naming the specs to change.' }) },
      { error: 'Request body must be {"createSpecbookRequest": {"Spec": {...}, "filter": {...}}}.' },
    ),
  },
  { error: 'Request body must be {"createSpecbookRequest": {"Spec": {...}, "filter": {...}}}.' },
);

const TAGS = ['catalogue'];

/** One catalogue spec: get, variants, finishes, collection, update, archive/unarchive, bulk edit. */
/** Text fields of the multipart PATCH (the JSON body's names); `price` is the list price. */
const MULTIPART_FIELDS = ['name', 'modelNumber', 'upc', 'description', 'finishName', 'styleName', 'installationName', 'materialName', 'collectionName', 'categoryName'] as const;

/**
 * The multipart form of PATCH {u}/specs/{specId}: the JSON body's text fields as form fields
 * ('' clears an optional one), `price` for the list price, and `imageFile` for a new image.
 */
async function multipartPatch(request: FastifyRequest): Promise<{ patch: TSpecPatch; image: UploadedFile | undefined }> {
  const body = await readMultipart(request);
  const raw: Record<string, unknown> = {};
  for (const key of MULTIPART_FIELDS) {
    const value = body.fields[key];
    if (value !== undefined) raw[key] = value.trim() === '' && key !== 'name' && key !== 'modelNumber' ? null : value;
  }
  if (body.fields.price !== undefined) raw.price = { list: body.fields.price.trim() === '' ? null : body.fields.price };
  const parsed = ZSpecPatch.safeParse(raw);
  if (!parsed.success) throw new ValidationError(zodIssuesToErrors(parsed.error.issues));
  return { patch: parsed.data, image: body.files.imageFile };
}

export const catalogueSpecRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app, { maxFileBytes: SPEC_FILE_MAX_BYTES });

  app.get(
    '/v4/user/:userId/specs/:specId',
    {
      onRequest: app.requireAuth,
      schema: { tags: TAGS, summary: 'One catalogue spec (global or the account’s own) with variants and images', params: ZSpecParams, querystring: ZShowPrice, response: { 200: ZOneSpec } },
    },
    async (request) => ({ data: await getCatalogueSpec(request.ctx, request.params.specId, request.query.showPrice) }),
  );

  app.get(
    '/v4/user/:userId/specs/:specId/variants',
    {
      onRequest: app.requireAuth,
      schema: { tags: TAGS, summary: 'Variants: specs of the same manufacturer and base model', params: ZSpecParams, response: { 200: z.object({ data: z.array(ZSpecVariant) }) } },
    },
    async (request) => ({ data: await listVariants(request.ctx, request.params.specId) }),
  );

  app.get(
    '/v4/user/:userId/specs/:specId/finishes',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Finishes the spec comes in (its variants’ finishes)',
        params: ZSpecParams,
        response: { 200: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string(), modelNumber: z.string() })) }) },
      },
    },
    async (request) => ({ data: await listFinishes(request.ctx, request.params.specId) }),
  );

  app.get(
    '/v4/user/:userId/specs/:specId/collections',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary: 'Specs of the same manufacturer and collection, page (default 1) and pageSize (default 24)',
        params: ZSpecParams,
        querystring: ZCollectionQuery,
        response: { 200: zPageList(ZCatalogueSpec) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listCollection(request.ctx, request.params.specId, page, pageSize);
      return pageEnvelope({ rows, total, page, perPage: pageSize, url: request.url });
    },
  );

  app.patch(
    '/v4/user/:userId/specs/:specId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'Updates one of the account’s own specs: {"patchSpecsRequest": {"Spec": {...}}}, or multipart/form-data with the same ' +
          'text fields, price (list price) and imageFile (a new image); 403 for a global spec',
        params: ZSpecParams,
        // Absent for the multipart form, which is read in the handler.
        body: zEnvelope('patchSpecsRequest', 'Spec', ZSpecPatch).nullish(),
        response: { 200: ZOneSpec },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        if (!request.body) throw ValidationError.field('patchSpecsRequest', 'patchSpecsRequest.Spec is required.');
        return { data: await updateCatalogueSpec(request.ctx, request.params.specId, request.body.patchSpecsRequest.Spec) };
      }
      const { patch, image } = await multipartPatch(request);
      const updated = await updateCatalogueSpec(request.ctx, request.params.specId, patch);
      if (!image) return { data: updated };
      await addDocument(request.ctx, app.storage, request.params.specId, { documentTypeId: SPEC_DOCUMENT_TYPES.image, documentName: 'Image' }, image);
      return { data: await getCatalogueSpec(request.ctx, request.params.specId) };
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/v4/user/:userId/specs/:specId/${action}`,
      {
        onRequest: app.requireAuth,
        schema: { tags: TAGS, summary: `${action === 'archive' ? 'Archives' : 'Unarchives'} one of the account’s own specs; 403 for a global spec`, params: ZSpecParams, response: { 200: ZOneSpec } },
      },
      async (request) => ({ data: await setSpecArchived(request.ctx, request.params.specId, archived) }),
    );
  }

  app.post(
    '/v4/user/:userId/specs/bulk-edit',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: TAGS,
        summary:
          'Bulk edit: {"createSpecbookRequest": {"Spec": {attribute fields}, "filter": {...}}} changes the account’s own specs matching the filter; ' +
          'matching global specs are left alone and counted in skippedGlobal',
        params: ZUserParams,
        body: ZBulkBody,
        response: { 200: z.object({ data: ZSpecBulkResult }) },
      },
    },
    async (request) => {
      const { Spec, filter } = request.body.createSpecbookRequest;
      return { data: await bulkEditSpecs(request.ctx, Spec, filter) };
    },
  );
};
