import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { JobSettings, TrustProxy } from '#server/config';
import type { Db } from '#server/db/client';
import { linkOrigin } from '#server/lib/http/link-origin';
import { responseSerializerCompiler } from '#server/lib/http/response-serializer';
import type { Mailer } from '#server/lib/mail';
import type { FileStorage } from '#server/lib/storage';
import { registerAnswerCache } from '#server/plugins/answer-cache';
import { authPlugin } from '#server/plugins/auth';
import { frameworkErrorReply, registerErrorHandling } from '#server/plugins/errors';
import { registerDrain } from '#server/plugins/drain';
import { registerNulGuard } from '#server/plugins/nul-guard';
import { RequestLogController } from '#server/plugins/request-log';
import { registerUnknownFilterGuard } from '#server/plugins/unknown-filters';
import { registerApiNoStore, registerSecurityHeaders } from '#server/plugins/security-headers';
import { registerSpa } from '#server/plugins/spa';
import { registerApiVersion } from '#server/plugins/version';
import { authRoutes } from '#server/modules/auth/auth.routes';
import type { TokenSettings } from '#server/modules/auth/auth.service';
import { menuRoutes } from '#server/modules/menu/menu.routes';
import { specbooksRoutes } from '#server/modules/specbooks/specbooks.routes';
import { systemRoutes } from '#server/modules/system/system.routes';
import { usersRoutes } from '#server/modules/users/users.routes';
import { apiKeysRoutes } from '#server/modules/users/api-keys.routes';
import { profilesRoutes } from '#server/modules/profiles/profiles.routes';
import { categoriesRoutes } from '#server/modules/categories/categories.routes';
import { specSpecbooksRoutes } from '#server/modules/spec-specbooks/spec-specbooks.routes';
import { specSpecbooksBulkRoutes } from '#server/modules/spec-specbooks/bulk.routes';
import { legacyDownloadRoutes } from '#server/modules/documents/legacy-download.routes';
import { pricingRoutes } from '#server/modules/pricing/pricing.routes';
import { totalsRoutes } from '#server/modules/totals/totals.routes';
import { commentsRoutes } from '#server/modules/comments/comments.routes';
import { tagsRoutes } from '#server/modules/tags/tags.routes';
import { teamRoutes } from '#server/modules/team/team.routes';
import { groupsRoutes } from '#server/modules/groups/groups.routes';
import { sharedSpecbooksRoutes } from '#server/modules/shared-specbooks/shared-specbooks.routes';
import { notificationsRoutes } from '#server/modules/notifications/notifications.routes';
import { accountSettingsRoutes } from '#server/modules/account-settings/account-settings.routes';
import { statusesRoutes } from '#server/modules/statuses/statuses.routes';
import { catalogueRoutes } from '#server/modules/catalogue/catalogue.routes';
import { manufacturersRoutes } from '#server/modules/manufacturers/manufacturers.routes';
import { supportRoutes } from '#server/modules/support/support.routes';
import { accessAdminRoutes } from '#server/modules/access-admin/access-admin.routes';
import { catalogueEditRoutes } from '#server/modules/catalogue-edit/catalogue-edit.routes';
import { customersRoutes } from '#server/modules/customers/customers.routes';
import { companyAccountRoutes } from '#server/modules/company-account/company-account.routes';
import { erpConnectionRoutes } from '#server/modules/erp-connection/erp-connection.routes';
import { shippingRoutes } from '#server/modules/shipping/shipping.routes';
import { specbookCustomerRoutes } from '#server/modules/specbook-customer/specbook-customer.routes';
import { priceGroupsRoutes } from '#server/modules/price-groups/price-groups.routes';
import { priceUpdatesRoutes } from '#server/modules/price-updates/price-updates.routes';
import { advancedAccessRoutes } from '#server/modules/advanced-access/advanced-access.routes';
import { alertsRoutes } from '#server/modules/alerts/alerts.routes';
import { boardsRoutes } from '#server/modules/boards/boards.routes';
import { announcementsRoutes } from '#server/modules/announcements/announcements.routes';
import { attachmentsRoutes } from '#server/modules/attachments/attachments.routes';
import { contactsRoutes } from '#server/modules/contacts/contacts.routes';
import { notesRoutes } from '#server/modules/notes/notes.routes';
import { invoicesRoutes } from '#server/modules/invoices/invoices.routes';
import { lineItemsRoutes } from '#server/modules/line-items/line-items.routes';
import { paymentsRoutes } from '#server/modules/invoices/payments.routes';
import { registerIdempotency } from '#server/plugins/idempotency';
import type { CardProcessor } from '#server/lib/payments/card-processor';
import { especbookAccessRoutes } from '#server/modules/especbook-access/especbook-access.routes';
import { specbookCsvRoutes } from '#server/modules/specbook-csv/specbook-csv.routes';
import { aipqImportsRoutes } from '#server/modules/aipq-imports/aipq-imports.routes';
import { inventoryRoutes } from '#server/modules/inventory/inventory.routes';
import { quotePdfRoutes } from '#server/modules/documents/quote-pdf.routes';
import { proposalDownloadRoutes, proposalRoutes } from '#server/modules/documents/proposal.routes';
import { pdfJobsRoutes } from '#server/modules/pdf-jobs/pdf-jobs.routes';
import { stopOcrWorker } from '#server/lib/extraction/ocr-worker';
import { createJobRunner, type JobRunner } from '#server/lib/jobs/job-runner';
import { pgRateLimitStore } from '#server/lib/rate-limit/pg-store';
import { specsPdfRoutes } from '#server/modules/documents/specs-pdf.routes';
import { smartLabelsRoutes } from '#server/modules/smart-labels/smart-labels.routes';
import type { StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import { stripeCardProcessor } from '#server/lib/payments/stripe/stripe-card-processor';
import { createPaymentWebhookHandlers, type PaymentWebhookHandlers } from '#server/lib/payments/webhook-handlers';
import { paymentAccountsRoutes } from '#server/modules/payment-accounts/payment-accounts.routes';
import { stripeWebhooksRoutes } from '#server/modules/stripe-webhooks/stripe-webhooks.routes';
import { sellersRoutes } from '#server/modules/sellers/sellers.routes';
import { specImportsRoutes } from '#server/modules/spec-imports/spec-imports.routes';
import { createZipGeocoder, type Geocoder } from '#server/lib/geocoding/index';
import { purchaseOrdersRoutes } from '#server/modules/purchase-orders/purchase-orders.routes';
import { cartRoutes } from '#server/modules/cart/cart.routes';
import { checkoutRoutes } from '#server/modules/cart/checkout.routes';
import { specmarketRoutes } from '#server/modules/specmarket/specmarket.routes';
import { aipqRoutes } from '#server/modules/aipq/aipq.routes';
import { extractionEngines, type AipqEngines } from '#server/modules/aipq/aipq-engines';
import type { ErpSettings } from '#server/lib/erp-gateway/gateway';
import { erpRoutes } from '#server/modules/erp/erp.routes';
import { erpRecordsRoutes } from '#server/modules/erp-records/erp-records.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** File storage (local folder or S3-compatible). */
    storage: FileStorage;
    /** Outgoing mail (SMTP or .eml files). */
    mailer: Mailer;
    /** Background jobs (pg-boss on the same PostgreSQL); started when the app is ready, stopped on close. */
    jobs: JobRunner;
    /** The card payment processor, when one is configured (manual payments need none). */
    cardProcessor: CardProcessor | null;
    /** The Stripe processor; null when STRIPE_SECRET_KEY is unset (card payments unavailable). */
    stripe: StripeAdapter | null;
    /** Handlers of verified payment webhook events, by type (lib/payments/webhook-handlers.ts). */
    paymentWebhooks: PaymentWebhookHandlers;
    /** Places addresses on the map (GEOCODER_URL provider, else the offline ZIP centroid). */
    geocoder: Geocoder;
    /** How the ERP connector reaches gateways (ERP_ALLOW_LOOPBACK, poll and retry timings). */
    erpSettings: ErpSettings;
  }
  interface FastifyRequest {
    /** The origin links in documents and e-mails start with (PUBLIC_URL, else this request's; lib/http/link-origin.ts). */
    linkOrigin(): string;
  }
}

/** What the app needs from the outside. */
export interface AppOptions {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  tokens: TokenSettings;
  loginRateLimit: number;
  /** TRUST_PROXY: whose X-Forwarded-* headers count (client address, host, protocol); default none. */
  trustProxy?: TrustProxy;
  /** PUBLIC_URL: the origin of links; unset = each request's own origin. */
  publicUrl?: string;
  logLevel?: string;
  /** Folder of the built SPA (dist/client). */
  clientDir?: string;
  /** false in tests to keep output quiet. */
  logger?: boolean;
  /** Job expiry, maintenance and schedule overrides (config.ts JobSettings). */
  jobs?: JobSettings;
  /** Bytes of cached answers kept per process (docs/decisions/047); 0 = no answer cache. */
  answerCacheBytes?: number;
  /** The Stripe processor (STRIPE_SECRET_KEY …); unset = card payments unavailable. */
  stripe?: StripeAdapter | null;
  /** The card processor of captures and refunds; by default the Stripe one when Stripe is configured. */
  cardProcessor?: CardProcessor;
  /** The geocoder of seller addresses; by default the offline ZIP-centroid one. */
  geocoder?: Geocoder;
  /** The AI PDF-quote import's extraction engines; by default those of lib/extraction. */
  aipqEngines?: AipqEngines;
  /** ERP connector settings; by default loopback gateways are refused (ERP_ALLOW_LOOPBACK). */
  erpSettings?: ErpSettings;
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * The job runner on the app's own pool: modules define their queues while they register, the
 * runner starts once the app is ready (a few ms on an installed schema; docs/decisions/035) and
 * stops, letting a running job finish, when the app closes.
 */
function registerJobs(app: FastifyInstance, pool: pg.Pool, settings: JobSettings = {}): void {
  const jobs = createJobRunner({ pool, ...settings, onError: (err) => app.log.error({ err }, 'job runner error') });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  // After the jobs: an extraction job may still be reading a page by OCR.
  app.addHook('onClose', stopOcrWorker);
}

/** The pool under a Drizzle handle: drizzle() hands it back as `$client`; the Db type leaves it out. */
function poolOf(db: Db): pg.Pool {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  if (!pool) throw new Error('the database handle has no pool');
  return pool;
}

/** TRUST_PROXY in the form Fastify's types take: a hop count becomes "the first n hops" (what Fastify does with a number). */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the Fastify app: one server for the SPA and the API under /api. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.logLevel ?? 'info' },
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? false),
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
    // Requests are logged at debug, slow and failed ones higher, instead of two lines at info.
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('db', opts.db);
  app.decorate('storage', opts.storage);
  app.decorate('mailer', opts.mailer);
  app.decorate('stripe', opts.stripe ?? null);
  app.decorate('paymentWebhooks', createPaymentWebhookHandlers());
  app.decorate('geocoder', opts.geocoder ?? createZipGeocoder());
  app.decorate('erpSettings', opts.erpSettings ?? { allowLoopback: false });
  app.decorate('cardProcessor', opts.cardProcessor ?? (opts.stripe ? stripeCardProcessor(opts.stripe) : null));
  app.decorateRequest('linkOrigin', function linkOriginOfRequest(this: FastifyRequest) {
    return linkOrigin(this, opts.publicUrl);
  });
  registerJobs(app, poolOf(opts.db), opts.jobs);
  registerDrain(app);
  registerErrorHandling(app);
  registerNulGuard(app);
  registerUnknownFilterGuard(app);
  registerApiVersion(app);
  registerAnswerCache(app, opts.answerCacheBytes);
  registerIdempotency(app, opts.db);

  registerSecurityHeaders(app);
  registerApiNoStore(app);
  // Every limiter (login, e-Specbook exchange, QR view token, client log) counts per client
  // address: the socket's, or the one a TRUST_PROXY-trusted proxy forwarded (request.ip), in
  // PostgreSQL so that all server processes share the counts (docs/decisions/045).
  const store = pgRateLimitStore(poolOf(opts.db), (err) => app.log.warn({ err }, 'rate-limit sweep failed'));
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip, store });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Specfolio API', version: '5', description: 'Specbooks, catalogue and business records.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { db: opts.db, key: opts.tokens.key });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(systemRoutes);
      await api.register(authRoutes, { tokens: opts.tokens, loginRateLimit: opts.loginRateLimit });
      await api.register(usersRoutes);
      await api.register(apiKeysRoutes);
      await api.register(menuRoutes);
      await api.register(specbooksRoutes);
      await api.register(profilesRoutes);
      await api.register(categoriesRoutes);
      await api.register(specSpecbooksRoutes);
      await api.register(specSpecbooksBulkRoutes);
      await api.register(pricingRoutes);
      await api.register(totalsRoutes);
      await api.register(commentsRoutes);
      await api.register(tagsRoutes);
      await api.register(teamRoutes);
      await api.register(notificationsRoutes);
      await api.register(accountSettingsRoutes);
      await api.register(companyAccountRoutes);
      await api.register(erpConnectionRoutes);
      await api.register(statusesRoutes);
      await api.register(catalogueRoutes);
      await api.register(manufacturersRoutes);
      await api.register(supportRoutes);
      await api.register(accessAdminRoutes);
      await api.register(catalogueEditRoutes);
      await api.register(customersRoutes);
      await api.register(shippingRoutes);
      await api.register(specbookCustomerRoutes);
      await api.register(priceGroupsRoutes);
      await api.register(priceUpdatesRoutes);
      await api.register(advancedAccessRoutes);
      await api.register(alertsRoutes);
      await api.register(boardsRoutes);
      await api.register(attachmentsRoutes, { key: opts.tokens.key });
      await api.register(contactsRoutes);
      await api.register(announcementsRoutes);
      await api.register(notesRoutes);
      await api.register(invoicesRoutes);
      await api.register(lineItemsRoutes);
      await api.register(paymentsRoutes);
      await api.register(especbookAccessRoutes, { key: opts.tokens.key });
      await api.register(specbookCsvRoutes);
      await api.register(aipqImportsRoutes);
      await api.register(inventoryRoutes);
      await api.register(quotePdfRoutes);
      await api.register(proposalRoutes, { key: opts.tokens.key });
      await api.register(pdfJobsRoutes);
      await api.register(specsPdfRoutes);
      await api.register(smartLabelsRoutes);
      await api.register(paymentAccountsRoutes);
      await api.register(stripeWebhooksRoutes);
      await api.register(sellersRoutes);
      await api.register(specImportsRoutes);
      await api.register(purchaseOrdersRoutes);
      await api.register(cartRoutes);
      await api.register(checkoutRoutes);
      await api.register(specmarketRoutes);
      await api.register(aipqRoutes, { engines: opts.aipqEngines ?? extractionEngines });
      await api.register(erpRoutes);
      await api.register(erpRecordsRoutes);
      await api.register(groupsRoutes);
      await api.register(sharedSpecbooksRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(proposalDownloadRoutes, { key: opts.tokens.key });
  await app.register(legacyDownloadRoutes, { key: opts.tokens.key });
  await registerSpa(app, opts.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}
