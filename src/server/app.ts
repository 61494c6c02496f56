import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { createAdminDietTemplatesRepo } from './modules/admin-diet-templates/admin-diet-templates.repo';
import { adminDietTemplatesRoutes } from './modules/admin-diet-templates/admin-diet-templates.routes';
import { createAdminDietTemplatesService } from './modules/admin-diet-templates/admin-diet-templates.service';
import { writeIfChanged } from './modules/reference-data/content-files';
import { dietTemplateCoverPath, TEMPLATE_TAX_RATE_BP } from './modules/reference-data/diet-template-content';
import { dietTemplateCoverSvg } from './modules/reference-data/ebook-cover';
import { registerSeoHealth } from './modules/seo-health/seo-health.part';
import { registerAdminRecipes } from './modules/admin-recipes/admin-recipes.part';
import { registerModeration } from './modules/moderation/moderation.part';
import { registerAdminContent } from './modules/admin-content/admin-content.part';
import { registerAdminCatalogues } from './modules/admin-catalogues/admin-catalogues.part';
import { openDatabase, parseDatabaseUrl, type DatabaseConnection } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import type { SearchProvider } from './db/search/search-provider';
import { registerApiKeyGuard } from './plugins/api-key';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerMedia } from './plugins/media';
import { registerMetrics } from './plugins/metrics';
import { registerSecurity } from './plugins/security';
import { registerWeb, type WebOptions } from './plugins/web';
import { CATALOGUE_COUNTER, changeRevision } from './db/change-counters';
import { registerSeoRoutes } from './modules/seo/seo.routes';
import { createSeoService } from './modules/seo/seo.service';
import { createApiKeysRepo } from './modules/api-keys/api-keys.repo';
import { createApiKeysService } from './modules/api-keys/api-keys.service';
import { healthRoutes } from './modules/health/health.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createExercisesCatalogue } from './modules/catalogue/exercises/exercises.catalogue';
import { createFoodsCatalogue } from './modules/catalogue/foods/foods.catalogue';
import { catalogueDefinitions } from './modules/catalogue/catalogues';
import { detailMetaByPage } from './modules/catalogue/kit/catalogue-definition';
import { createReferenceLabels } from './modules/catalogue/kit/labels';
import { recipeMainEntity, createRecipesCatalogue } from './modules/catalogue/recipes/recipes.catalogue';
import { createUsersRepo } from './modules/users/users.repo';
import { createUsersService, type AdminSeedResult } from './modules/users/users.service';
import { registerSessions } from './plugins/session';
import { createSessionStore } from './modules/auth/sessions';
import { createAuthRepo } from './modules/auth/auth.repo';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createCaptcha } from './modules/auth/captcha';
import { createEmailConfirmation } from './modules/auth/email-confirmation';
import { accountRoutes } from './modules/account/account.routes';
import { createAccountService } from './modules/account/account.service';
import { dietGeneratorRoutes } from './modules/diet-generator/diet-generator.routes';
import { createDietGeneratorService } from './modules/diet-generator/diet-generator.service';
import { createPlanPool } from './modules/diet-generator/plan-pool';
import { registerEventLoopTurns } from './plugins/event-loop-turns';
import { createGeneratorData } from './modules/diet-generator/generator-data';
import { dietRoutes } from './modules/diets/diets.routes';
import { planSnapshotsRoutes } from './modules/plan-snapshots/plan-snapshots.routes';
import { createPlanSnapshotsRepo } from './modules/plan-snapshots/plan-snapshots.repo';
import { createPlanSnapshotsService } from './modules/plan-snapshots/plan-snapshots.service';
import { altGeneratorRoutes } from './modules/alt-generator/alt-generator.routes';
import { createAltGeneratorService } from './modules/alt-generator/alt-generator.service';
import { createAltGeneratorRepo } from './modules/alt-generator/alt-generator.repo';
import { trainingTemplatesRoutes } from './modules/training-templates/training-templates.routes';
import { openTrainingTemplates } from './modules/training-templates/training-templates.service';
import { chatRoutes } from './modules/chat/chat.routes';
import { createEbooksCatalogue, ebookMainEntity } from './modules/catalogue/ebooks/ebooks.catalogue';
import { articleMainEntity, createArticlesCatalogue } from './modules/catalogue/articles/articles.catalogue';
import { contactRoutes } from './modules/catalogue/directory/contact.routes';
import { siteSearchRoutes } from './modules/site-search/site-search.routes';
import { createSiteSearch } from './modules/site-search/site-search.service';
import { createBasketRepo } from './modules/basket/basket.repo';
import { basketRoutes } from './modules/basket/basket.routes';
import { createBillingAddressesRepo } from './modules/billing-addresses/billing-addresses.repo';
import { billingAddressesRoutes } from './modules/billing-addresses/billing-addresses.routes';
import { createBillingAddressesService } from './modules/billing-addresses/billing-addresses.service';
import { createPromotionsRepo } from './modules/promotions/promotions.repo';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { createPromotionsService } from './modules/promotions/promotions.service';
import { createFeedbackRepo } from './modules/feedback/feedback.repo';
import { createAuditRepo } from './modules/audit/audit.repo';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createAdminOrdersRepo } from './modules/admin-orders/admin-orders.repo';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes';
import { createAdminOrdersService } from './modules/admin-orders/admin-orders.service';
import { createAdminUsersRepo } from './modules/admin-users/admin-users.repo';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { createAdminUsersService } from './modules/admin-users/admin-users.service';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { purchaseRoutes } from './modules/purchase/purchase.routes';
import { speechRoutes } from './modules/speech/speech.routes';
import { textToSpeechRoutes } from './modules/text-to-speech/text-to-speech.routes';
import {
  createLocalNarrationStorage,
  createNarration,
  narrationEngineFor,
} from './modules/text-to-speech/narration-module';
import { createSpeechService } from './modules/speech/speech.service';
import { createEmbeddedSpeechToText } from './modules/speech/embedded-speech-to-text';
import { createRemoteSpeechToText } from './modules/speech/remote-speech-to-text';
import { createPurchaseService } from './modules/purchase/purchase.service';
import { createOrdersRepo } from './modules/orders/orders.repo';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { createOrderInvoices } from './modules/orders/order-invoice';
import { createOrderSeats } from './modules/orders/order-seats';
import { bankTransferProvider, stripeClient, stripeProvider } from './modules/orders/payment-providers';
import { createProPackagesRepo } from './modules/pro-packages/pro-packages.repo';
import { proPackagesRoutes } from './modules/pro-packages/pro-packages.routes';
import { createProPackagesService } from './modules/pro-packages/pro-packages.service';
import { createHomeRepo } from './modules/home/home.repo';
import { homeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { dietTemplateImage } from './modules/catalogue/diet-templates/diet-templates.service';
import { aiSearchRoutes } from './modules/ai-search/ai-search.routes';
import { createAiSearchRepo } from './modules/ai-search/ai-search.repo';
import { createAiSearchService } from './modules/ai-search/ai-search.service';
import { createLanguageModel } from './modules/ai-search/language-model';
import {
  proPackageDetailMeta,
  proPackageMainEntity,
  proPackagesSitemap,
} from './modules/pro-packages/pro-packages.pages';
import { createBasketService } from './modules/basket/basket.service';
import { createDirectoryEditingRepo } from './modules/catalogue/directory/editing.repo';
import { directoryEditingRoutes } from './modules/catalogue/directory/editing.routes';
import { createDirectoryEditingService } from './modules/catalogue/directory/editing.service';
import { combinedGeocoder, createHttpGeocoder } from './modules/geo/geocoder';
import { createPublicPictureStore } from './lib/uploaded-image';
import {
  clubMainEntity,
  companyDocuments,
  createDirectoryCatalogue,
  specialistDocuments,
  specialistMainEntity,
} from './modules/catalogue/directory/directory.catalogue';
import { createGeoRepo } from './modules/geo/geo.repo';
import { geoRoutes } from './modules/geo/geo.routes';
import { createGeoService } from './modules/geo/geo.service';
import {
  createDietTemplatesCatalogue,
  dietTemplateMainEntity,
} from './modules/catalogue/diet-templates/diet-templates.catalogue';
import { createChatRepo } from './modules/chat/chat.repo';
import { createChatService } from './modules/chat/chat.service';
import { createChatStreams } from './modules/chat/chat.stream';
import { createNotificationsRepo } from './modules/notifications/notifications.repo';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { openLiveBus } from './lib/live-bus';
import { acceptFormBodies } from './http/form-bodies';
import { createDietsService } from './modules/diets/diets.service';
import { createDietsRepo } from './modules/diets/diets.repo';
import { dietImageRoutes } from './modules/diet-images/diet-images.routes';
import { createAltGeneratorRecipesRepo } from './modules/alt-generator-recipes/alt-generator-recipes.repo';
import { altGeneratorRecipesRoutes } from './modules/alt-generator-recipes/alt-generator-recipes.routes';
import { createAltGeneratorRecipesService } from './modules/alt-generator-recipes/alt-generator-recipes.service';
import { createDietImagesRepo } from './modules/diet-images/diet-images.repo';
import {
  createDietImagesService,
  UNREFERENCED_IMAGE_GRACE_MS,
} from './modules/diet-images/diet-images.service';
import { createDiskImageStore } from './modules/diet-images/image-store';
import { loadFoodMapping } from './modules/food-recognition/food-mapping';
import { createFoodRecognitionRepo } from './modules/food-recognition/food-recognition.repo';
import { foodRecognitionRoutes } from './modules/food-recognition/food-recognition.routes';
import { createFoodRecognitionService } from './modules/food-recognition/food-recognition.service';
import { createOnnxFoodRecognizer } from './modules/food-recognition/onnx-food-recognizer';
import { createRemoteFoodRecognizer } from './modules/food-recognition/remote-food-recognizer';
import { createSpecialistClientsRepo } from './modules/specialist-clients/specialist-clients.repo';
import { specialistClientsRoutes } from './modules/specialist-clients/specialist-clients.routes';
import { createSpecialistClientsService } from './modules/specialist-clients/specialist-clients.service';
import { createDiskInvoiceStore } from './modules/specialist-clients/invoice-store';
import { createSocialSignInRepo } from './modules/social-sign-in/social-sign-in.repo';
import { socialSignInRoutes } from './modules/social-sign-in/social-sign-in.routes';
import { createSocialSignInService } from './modules/social-sign-in/social-sign-in.service';
import { createMailer, type Mailer } from './lib/mailer';
import { ensureSecret } from './lib/secrets';
import { runEvery } from './lib/every';
import { createInvoicePdfRenderer } from './lib/invoice-pdf/invoice-pdf-renderer';
import { closeRedis, openRedis } from './lib/redis';
import { registerCompression } from './plugins/compression';
import { humanLogStream, redactUrl, requestLogFields } from './logging';
import { requireResponseSchemas } from './http/response-schema-guard';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
    searchProvider: SearchProvider;
    mailer: Mailer;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Live events are kept a week; a page away longer reloads its chats when it comes back. */
const CHAT_EVENTS_KEPT_MS = 7 * 24 * 60 * 60_000;

/** A hop count trusts that many proxies in front of the app (the client is the address the last of them saw). */
function trustedProxies(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export interface BuiltApp {
  app: App;
  adminSeed: AdminSeedResult;
}

/**
 * Builds the whole application on the configured database: migrates, seeds what the app needs to run,
 * registers plugins, then modules. The one place where services are wired.
 */
export async function buildApp(
  config: AppConfig,
  { sourceRenderer }: Pick<WebOptions, 'sourceRenderer'> = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // Tokens in URLs (logout, confirmation and reset links, OAuth callbacks) never reach the log.
      serializers: { req: requestLogFields },
      ...(config.logFormat === 'pretty' ? { stream: humanLogStream() } : {}),
    },
    // Readable logs get one line per request (below) instead of pino's two JSON entries.
    logController: new LogController({ disableRequestLogging: config.logFormat === 'pretty' }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustedProxies(config.trustProxy),
    connectionTimeout: config.timeouts.idleMs,
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    requestIdHeader: false,
    genReqId: (request) => {
      const offered = request.headers['x-request-id'];
      return typeof offered === 'string' && CLIENT_REQUEST_ID.test(offered) ? offered : randomUUID();
    },
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  requireResponseSchemas(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = openDatabase(config.databaseUrl, { readers: config.dbReaders });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  try {
    await migrateToLatest(database.db, database.adapter);
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('searchProvider', database.adapter.createSearchProvider(database.db));

  const apiKeys = createApiKeysService(createApiKeysRepo(database.db));
  const usersRepo = createUsersRepo(database.db);
  const users = createUsersService(usersRepo);
  const publicApiKey = await apiKeys.ensurePublicKey(config.publicApiKey);
  const adminSeed = await users.ensureAdmin(config.admin);

  registerEventLoopTurns(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (config.logFormat === 'pretty') {
    // One quiet line per page or API call; built assets and media are left out.
    app.addHook('onResponse', async (request, reply) => {
      if (/^\/(assets|media)\//.test(request.url)) return;
      const level = reply.statusCode >= 500 ? 'error' : 'info';
      request.log[level](
        `${request.method} ${redactUrl(request.url.split('?')[0] ?? '')} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
      );
    });
  }
  // During shutdown, answers close their keep-alive connection so the server can finish promptly.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandler(app);
  acceptFormBodies(app);
  await app.register(cookie);
  // Redis holds the rate-limit counters only, so without rate limits there is nothing to connect to.
  const redis = config.rateLimit.enabled && config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  await registerSecurity(app, config, redis);
  await registerCompression(app);
  await registerApiDocs(app);
  registerApiKeyGuard(app, apiKeys);
  registerMetrics(app, config.metricsToken, () => database.poolStats());
  registerSessions(app, config, createSessionStore(database.db, config.auth));
  const mailer = createMailer(config.mail, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.flush());

  await app.register(healthRoutes, { redis });
  const captcha = createCaptcha(database.db, {
    secret: await ensureSecret(database.db, 'captcha-signature'),
    keySecret: await ensureSecret(database.db, 'captcha-key-signature'),
    difficulty: config.auth.captchaDifficulty,
  });
  const authRepo = createAuthRepo(database.db);
  runEvery(app, 10 * 60_000, 'auth housekeeping', () => authRepo.prune(config.auth.lockWindowMs));
  const confirmation = createEmailConfirmation({
    users: usersRepo,
    tokens: authRepo,
    mailer,
    publicUrl: config.publicUrl,
  });
  const adminUsersRepo = createAdminUsersRepo(database.db);
  const auth = createAuthService({
    users: usersRepo,
    repo: authRepo,
    captcha,
    mailer,
    confirmation,
    settings: { publicUrl: config.publicUrl, ...config.auth },
    isLocked: adminUsersRepo.isLocked,
  });
  await app.register(authRoutes, { auth, captcha, confirmation, config });
  await app.register(accountRoutes, {
    account: createAccountService({
      users: usersRepo,
      sessions: app.sessions,
      auth: authRepo,
      confirmation,
      guessing: { maxAttempts: config.auth.maxLoginAttempts, lockWindowMs: config.auth.lockWindowMs },
    }),
  });
  const generatorData = createGeneratorData(database.db, app.searchProvider);
  const planPool = createPlanPool(() => generatorData.planData(), config.planPool);
  app.addHook('onClose', async () => planPool.close());
  await app.register(dietGeneratorRoutes, {
    generator: createDietGeneratorService(generatorData, planPool),
    data: generatorData,
  });
  const diets = createDietsService(createDietsRepo(database.db), generatorData);
  await app.register(dietRoutes, { diets });
  // The alternative generator (issue 20 A6/A7): shared plan snapshots, and a recipe's nutrition read from the
  // recipes catalogue's detail (made further down; the call runs only once requests come in).
  await app.register(planSnapshotsRoutes, {
    snapshots: createPlanSnapshotsService(createPlanSnapshotsRepo(database.db)),
    savesPerMinute: config.rateLimit.writeMax,
  });
  const altGeneratorRepo = createAltGeneratorRepo(database.db);
  await app.register(altGeneratorRoutes, {
    altGenerator: createAltGeneratorService(
      { detail: (id, locale) => recipes.detail(id, locale) },
      {
        allergenCodes: (refs) => generatorData.allergenCodes(refs),
        generate: (input, client) => planPool.generate(input, client),
        foods: (ids) => generatorData.foodsWithNutrients([], ids),
        recipeNames: (ids, locale) => altGeneratorRepo.recipeNames(ids, locale),
      },
    ),
  });
  await app.register(trainingTemplatesRoutes, {
    trainingTemplates: openTrainingTemplates(config.contentDir, database.db),
  });
  const liveBus = await openLiveBus(parseDatabaseUrl(config.databaseUrl), app.log);
  app.addHook('onClose', async () => liveBus.close());
  // Notifications (issue 19 A5): the chat, orders and a specialist's clients tell of events through `notify`;
  // the chat's live stream carries the unread count.
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(database.db),
    bus: liveBus,
    onError: (error) => app.log.warn({ err: error }, 'a notification could not be stored'),
  });
  await app.register(notificationsRoutes, { notifications });
  runEvery(app, 60 * 60_000, 'pro ending notices', async () => {
    await notifications.remindProEnding();
  });
  const chats = createChatService(
    createChatRepo(database.db),
    config.chatLimits,
    liveBus,
    () => new Date(),
    notifications.notify,
  );
  const chatStreams = createChatStreams(
    chats,
    liveBus,
    config.chatStream,
    (idHash) => app.sessions.isLive(idHash),
    notifications,
  );
  // Open streams would hold the shutdown's drain forever; their browsers reconnect after it.
  app.addHook('preClose', async () => chatStreams.closeAll());
  runEvery(app, 60 * 60_000, 'chat event pruning', () => chats.pruneEvents(CHAT_EVENTS_KEPT_MS));
  await app.register(chatRoutes, { chats, streams: chatStreams });
  const dietImages = createDietImagesService({
    repo: createDietImagesRepo(database.db),
    store: createDiskImageStore(config.varDir),
    quota: config.imageQuota,
  });
  await app.register(dietImageRoutes, { images: dietImages });
  // The 4-step generator's hybrid recipes and replacement search (issue 20 A3, A5): the text part is the site search.
  await app.register(altGeneratorRecipesRoutes, {
    recipes: createAltGeneratorRecipesService(createAltGeneratorRecipesRepo(database.db, app.searchProvider)),
  });
  runEvery(app, 60 * 60_000, 'day photo cleanup', async () => {
    await dietImages.pruneUnreferenced(UNREFERENCED_IMAGE_GRACE_MS);
  });
  // A specialist's clients (issue 17 A7): the chat module says who they are, the diets module copies a diet.
  const invoicePdf = createInvoicePdfRenderer();
  app.addHook('onClose', async () => invoicePdf.close());
  await app.register(specialistClientsRoutes, {
    clients: createSpecialistClientsService({
      repo: createSpecialistClientsRepo(database.db),
      store: createDiskInvoiceStore(config.varDir),
      chats,
      diets,
      render: invoicePdf.render,
      notify: notifications.notify,
    }),
  });
  const social = createSocialSignInService({
    repo: createSocialSignInRepo(database.db),
    users: usersRepo,
    tokens: authRepo,
    mailer,
    settings: {
      publicUrl: config.publicUrl,
      timeoutMs: config.socialSignIn.timeoutMs,
      clients: config.socialSignIn.providers,
    },
  });
  await app.register(socialSignInRoutes, { social, config });
  const labels = createReferenceLabels(database.db);
  const recipes = createRecipesCatalogue(database.db, app.searchProvider, labels, database.adapter);
  const foods = createFoodsCatalogue(database.db, app.searchProvider, labels);
  const exercises = createExercisesCatalogue(database.db, app.searchProvider);
  const ebooks = createEbooksCatalogue(database.db, app.searchProvider, config.filesDir);
  const articles = createArticlesCatalogue(database.db, app.searchProvider);
  const dietTemplates = createDietTemplatesCatalogue(database.db, app.searchProvider);
  const directory = createDirectoryCatalogue(database.db, app.searchProvider);
  await app.register(catalogueRoutes, {
    recipes,
    foods,
    exercises,
    ebooks,
    articles,
    dietTemplates,
    directory,
  });
  await app.register(contactRoutes, { directory, chats });
  // The header's site search over every catalogue's search documents (issue 19 A2).
  await app.register(siteSearchRoutes, {
    siteSearch: createSiteSearch(database.db, app.searchProvider, (error) =>
      app.log.warn({ err: error }, 'site search: the typo vocabulary could not be built'),
    ),
  });
  const basketRepo = createBasketRepo(database.db);
  const billingAddresses = createBillingAddressesService(createBillingAddressesRepo(database.db));
  await app.register(billingAddressesRoutes, { addresses: billingAddresses });
  const promotions = createPromotionsService(createPromotionsRepo(database.db));
  await app.register(promotionsRoutes, { promotions });
  // The feedback modal's messages (issue 21 A4).
  await app.register(feedbackRoutes, {
    feedback: createFeedbackService({ repo: createFeedbackRepo(database.db) }),
  });
  // Administration of accounts and the audit log (issue 24 A2, A3); roles change by `npm run user:roles`' rules.
  await app.register(auditRoutes, { audit: createAuditService(createAuditRepo(database.db)) });
  await app.register(adminUsersRoutes, {
    adminUsers: createAdminUsersService({
      repo: adminUsersRepo,
      roles: users,
      idleTimeoutMs: config.auth.idleTimeoutMs,
    }),
  });
  await app.register(adminOrdersRoutes, {
    adminOrders: createAdminOrdersService({ repo: createAdminOrdersRepo(database.db) }),
  });
  // The admin area's parts (issue 24): each registers its own services and routes.
  await registerSeoHealth(app, { database, config });
  await registerAdminRecipes(app, { database, config });
  await registerModeration(app, { database, config });
  await registerAdminContent(app, { database, config });
  await registerAdminCatalogues(app, { database, config });
  // The shop's diet templates (issue 24 A2): the engine runs in the plan workers; a new one gets its cover.
  await app.register(adminDietTemplatesRoutes, {
    templates: createAdminDietTemplatesService({
      repo: createAdminDietTemplatesRepo(database.db, app.searchProvider),
      plans: planPool,
      shop: {
        taxRates: TEMPLATE_TAX_RATE_BP,
        writeCover: (template) =>
          writeIfChanged(
            join(config.varDir, 'media', dietTemplateCoverPath(template.key)),
            dietTemplateCoverSvg(template),
          ),
      },
    }),
  });
  const basket = createBasketService(basketRepo, {
    promotionFor: promotions.applicableTo,
    hasBillingAddress: billingAddresses.hasAny,
    salesPaused: config.shop.readOnly,
  });
  await app.register(basketRoutes, { basket });
  await app.register(purchaseRoutes, {
    purchase: createPurchaseService(
      {
        register: auth.register,
        createAddress: billingAddresses.create,
        isForSale: basket.isForSale,
        addToBasket: basket.add,
      },
      { registrationEnabled: config.shop.registrationEnabled },
    ),
    rateLimitMax: config.auth.rateLimitMax,
  });
  const stripe = config.payments.stripe
    ? { client: stripeClient(config.payments.stripe), webhookSecret: config.payments.stripe.webhookSecret }
    : null;
  const ordersRepo = createOrdersRepo(database.db);
  const orders = createOrdersService({
    repo: ordersRepo,
    basket: basketRepo,
    diets,
    billing: billingAddresses,
    promotions,
    salesPaused: config.shop.readOnly,
    providers: [bankTransferProvider(), ...(stripe ? [stripeProvider(stripe.client)] : [])],
    bank: config.payments.bank,
    publicUrl: config.publicUrl,
    notify: notifications.notify,
  });
  await app.register(ordersRoutes, {
    orders,
    // A paid order's invoice is laid out by the same worker as a specialist's.
    invoices: createOrderInvoices({
      repo: ordersRepo,
      render: invoicePdf.render,
      seller: config.payments.seller,
    }),
    seats: createOrderSeats({ repo: ordersRepo }),
    stripe,
  });
  runEvery(app, 24 * 60 * 60_000, 'expired pro roles', async () => {
    await orders.expirePro();
  });
  const proPackagesRepo = createProPackagesRepo(database.db);
  const proPackages = createProPackagesService(proPackagesRepo);
  await app.register(proPackagesRoutes, { proPackages });
  // The home page's blocks and the testimonials (issue 21 A1).
  await app.register(homeRoutes, {
    home: createHomeService(createHomeRepo(database.db), {
      day: dietTemplates.day,
      image: dietTemplateImage,
    }),
  });
  // The AI search (issue 19 A4): the model's filters run on the catalogues above.
  await app.register(aiSearchRoutes, {
    aiSearch: createAiSearchService({
      model: createLanguageModel(config.ai),
      repo: createAiSearchRepo(database.db, app.searchProvider),
      catalogues: { foods, exercises, dietTemplates, articles },
    }),
    perMinute: config.ai.perMinute,
  });
  // Photo to kcal (issue 22, DECISIONS IMG-11): the remote model when configured, else the embedded one.
  const foodModel = config.foodRecognition;
  // One runtime thread per photo: a small model is fast on one core, and the others stay free for requests.
  const embeddedFoodModel = createOnnxFoodRecognizer(join(config.dataDir, 'models', 'mobilenetv2'), {
    threads: 1,
  });
  app.addHook('onClose', async () => embeddedFoodModel.close());
  await app.register(foodRecognitionRoutes, {
    foodRecognition: createFoodRecognitionService({
      repo: createFoodRecognitionRepo(database.db, app.searchProvider),
      recognizer: foodModel.modelUrl
        ? createRemoteFoodRecognizer({
            url: foodModel.modelUrl,
            token: foodModel.modelToken,
            timeoutMs: foodModel.timeoutMs,
          })
        : embeddedFoodModel,
      mapping: loadFoodMapping(config.contentDir),
    }),
    maxPhotoBytes: foodModel.maxPhotoBytes,
    perMinute: foodModel.perMinute,
  });
  // Speech to text (issue 23): the remote API when configured, else the embedded recogniser (English).
  const stt = config.speechToText;
  const speechToText = stt.baseUrl
    ? createRemoteSpeechToText({
        baseUrl: stt.baseUrl,
        apiKey: stt.apiKey,
        model: stt.model,
        timeoutMs: stt.timeoutMs,
      })
    : createEmbeddedSpeechToText();
  await app.register(speechRoutes, {
    speech: createSpeechService(speechToText),
    perMinute: stt.perMinute,
  });
  // Narration (issue 23): a job worker in this process makes the audio; it finishes its job when the app closes.
  const narration = createNarration({
    db: database.db,
    engine: narrationEngineFor(config.textToSpeech),
    storage: createLocalNarrationStorage(config.varDir),
    log: app.log.child({ module: 'narration' }),
  });
  app.addHook('onClose', async () => narration.worker.stop());
  await app.register(textToSpeechRoutes, {
    tts: narration.service,
    perMinute: config.textToSpeech.perMinute,
  });
  const geo = createGeoService(createGeoRepo(database.db));
  const geocoder = combinedGeocoder(
    geo.gazetteerGeocoder,
    config.geocoder.serviceUrl
      ? createHttpGeocoder({
          baseUrl: config.geocoder.serviceUrl,
          userAgent: `Nutrio (${config.publicUrl})`,
          timeoutMs: config.geocoder.timeoutMs,
        })
      : null,
  );
  await app.register(geoRoutes, { geo, geocoder });
  await app.register(directoryEditingRoutes, {
    editing: createDirectoryEditingService({
      repo: createDirectoryEditingRepo(database.db),
      geocoder,
      pictures: createPublicPictureStore(config.varDir),
      reindex: async (ownerType, id) =>
        app.searchProvider.upsert(
          await (ownerType === 'specialist' ? specialistDocuments : companyDocuments)(database.db, [id]),
        ),
    }),
  });
  await registerMedia(app, config);

  const catalogues = catalogueDefinitions(database.db);
  registerSeoRoutes(
    app,
    createSeoService({
      publicUrl: config.publicUrl,
      catalogues: [...catalogues, proPackagesSitemap(proPackagesRepo)],
      revision: () => changeRevision(database.db, CATALOGUE_COUNTER),
    }),
  );
  await registerWeb(app, {
    config,
    publicApiKey,
    detailMeta: {
      ...detailMetaByPage(catalogues),
      proPackageDetail: proPackageDetailMeta(proPackagesRepo),
    },
    mainEntities: {
      recipeDetail: recipeMainEntity(recipes),
      ebookDetail: ebookMainEntity(ebooks),
      blogArticle: articleMainEntity(articles),
      dietTemplateDetail: dietTemplateMainEntity(dietTemplates),
      specialistDetail: specialistMainEntity(directory),
      fitnessClubDetail: clubMainEntity(directory),
      proPackageDetail: proPackageMainEntity(proPackages),
    },
    revision: () => changeRevision(database.db, CATALOGUE_COUNTER),
    socialProviders: () => social.configuredProviders(),
    speechLanguages: speechToText.languages,
    sourceRenderer,
  });
  return { app, adminSeed };
}
