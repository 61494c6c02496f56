/**
 * The route registry (ARCHITECTURE §7): every API path and every localized page path lives here and
 * nowhere else. Each API entry carries its contract — body, query, params and response schemas — and its
 * access rule: the server registers handler, validation and guard from it (`http/route-for.ts`), the web
 * client infers request and response types from it (`web/lib/api-client.ts`). The web router is generated
 * from `pages`.
 */
import { z } from 'zod';
import {
  HybridRecipesAnswer,
  HybridRecipesQuery,
  ReplacementSearchAnswer,
  ReplacementSearchQuery,
} from './contracts/alt-generator-recipes';
import { TrainingTemplatesQuery, TrainingTemplatesResponse } from './contracts/training-templates';
import {
  SpecialistContactReveal,
  SpecialistContactRequest,
  SpecialistContactResponse,
  CalendarEventsResponse,
  CompanyProfile,
  SpecialistProfile,
  CompanyFilters,
  CompanySearchRequest,
  CompanySearchResponse,
  SpecialistFilters,
  SpecialistSearchRequest,
  SpecialistSearchResponse,
} from './contracts/directory';
import {
  CalendarEventInput,
  CalendarEventParams,
  CalendarOwnerParams,
  CompanyEditable,
  CompanyEditableList,
  CompanyIdParams,
  CompanyInput,
  CompanyPictureParams,
  PictureParams,
  PictureResponse,
  SpecialistProfileEditable,
  SpecialistProfileInput,
} from './contracts/directory-editing';
import {
  AssignDietRequest,
  AssignDietResponse,
  ClientParams,
  InvoiceListResponse,
  InvoiceParams,
  InvoiceRequest,
  InvoiceResponse,
  SpecialistClientsResponse,
} from './contracts/specialist-clients';
import {
  GeocodeRequest,
  GeocodeResponse,
  GeoSuggestionRequest,
  GeoSuggestionResponse,
} from './contracts/geo';
import {
  AddToBasketRequest,
  AddToBasketResponse,
  BasketQuery,
  BasketRemoveRequest,
  BasketRemoveResponse,
  BasketResponse,
} from './contracts/basket';
import { AdminOrderDetail, AdminOrdersQuery, AdminOrdersResponse } from './contracts/admin-orders';
import {
  AssignSeatRequest,
  CheckoutRequest,
  CheckoutResponse,
  Order,
  OrdersResponse,
  OrderSeatsResponse,
  OrderUidParams,
  PaymentMethodsResponse,
  StripeWebhookResponse,
} from './contracts/orders';
import {
  BillingAddressesResponse,
  BillingAddressIdParams,
  CreateBillingAddressRequest,
  CreatedBillingAddressResponse,
  PurchaseRegisterRequest,
  PurchaseRegisterResponse,
} from './contracts/billing-addresses';
import {
  Promotion,
  PromotionChange,
  PromotionIdParams,
  PromotionInput,
  PromotionsResponse,
  WelcomePromotionQuery,
  WelcomePromotionResponse,
} from './contracts/promotions';
import {
  AdminTestimonial,
  AdminTestimonialsResponse,
  HomeExpertsResponse,
  LatestDietsQuery,
  LatestDietsResponse,
  RandomDietDayResponse,
  TestimonialChange,
  TestimonialIdParams,
  TestimonialInput,
  TestimonialsResponse,
} from './contracts/home';
import {
  FoodNutritionRequest,
  FoodNutritionResponse,
  FoodRecognitionSearchRequest,
  FoodRecognitionSearchResponse,
  RecognizeResponse,
} from './contracts/food-recognition';
import { FeedbackInput, FeedbackListQuery, FeedbackListResponse, FeedbackSent } from './contracts/feedback';
import {
  AdminLockChange,
  AdminRolesChange,
  AdminSessionsEnded,
  AdminUserDetail,
  AdminUserIdParams,
  AdminUsersQuery,
  AdminUsersResponse,
  AuditQuery,
  AuditResponse,
} from './contracts/admin-users';
import {
  AiSearchQuery,
  AiSearchResponse,
  HeaderSearchQuery,
  HeaderSearchResponse,
} from './contracts/header-search';
import { MarkAllReadResponse, NotificationsQuery, NotificationsResponse } from './contracts/notifications';
import {
  EmailConfirmParams,
  EmailVerificationResponse,
  PersonalDataResponse,
  PersonalDataShowResponse,
  PersonalDataUpdateRequest,
} from './contracts/account';
import {
  CaptchaChallengeResponse,
  CaptchaQuery,
  CheckEmailRequest,
  CheckEmailResponse,
  CheckUsernameRequest,
  CheckUsernameResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  LoginFailure,
  LoginRequest,
  LoginResponse,
  LogoutQuery,
  PasswordChangeRequest,
  PasswordChangeResponse,
  RegisterRequest,
  RegisterResponse,
  SessionResponse,
  SetPasswordRequest,
  SetPasswordResponse,
} from './contracts/auth';
import {
  ExerciseCard,
  ExerciseDetail,
  ExerciseSearchRequest,
  FilterGroups,
  FoodCard,
  FoodDetail,
  FoodSearchRequest,
  IdParams,
  LocaleQuery,
  PageQuery,
  RecipeCard,
  RecipeDetail,
  RecipeSearchRequest,
  searchPage,
} from './contracts/catalogue';
import {
  ChatCreateRequest,
  ChatCreateResponse,
  ChatListResponse,
  ChatSendRequest,
  ChatSendResponse,
  ChatShowQuery,
  ChatShowResponse,
  ChatUidParams,
} from './contracts/chat';
import {
  ArticleCategoriesResponse,
  ArticleDetail,
  ArticleSearchRequest,
  ArticleSearchResponse,
  LatestArticlesQuery,
  LatestArticlesResponse,
} from './contracts/articles';
import {
  DietTemplateDetail,
  DietTemplateFilters,
  DietTemplateSearchRequest,
  DietTemplateSearchResponse,
} from './contracts/diet-templates';
import {
  EbookCategoriesResponse,
  EbookDetail,
  EbookDownloadQuery,
  EbookListQuery,
  EbookListResponse,
  EbookSearchRequest,
  EbookSearchResponse,
  EbookTagsResponse,
} from './contracts/ebooks';
import {
  AltPlanRequest,
  AltPlanResponse,
  AltRefitRequest,
  AltRefitResponse,
  HydrationQuery,
  HydrationResponse,
  PlanSnapshotParams,
  PlanSnapshotResponse,
  PlanSnapshotSaveRequest,
  PlanSnapshotSaveResponse,
  RecipeNutritionParams,
  RecipeNutritionQuery,
  RecipeNutritionResponse,
} from './contracts/alt-generator';
import { ErrorBody } from './contracts/common';
import { ProPackage, ProPackagesResponse } from './contracts/pro-packages';
import {
  DietIdParams,
  DietImageParams,
  DietImageResponse,
  DietListResponse,
  DietResponse,
  PlanRequest,
  PlanResponse,
  RenameDietRequest,
  SaveDietRequest,
} from './contracts/diet-plan';
import { AddDietFoodRequest, AddDietFoodResponse } from './contracts/diet-food';
import {
  AllergensAnswer,
  DietTypesAnswer,
  ExercisesAnswer,
  ExercisesQuery,
  FoodsAnswer,
  LoaderQuery,
  MedicalProductsAnswer,
  NutrientsAnswer,
  RecipesAnswer,
  SupplementsAnswer,
} from './contracts/generator-data';
import { HealthResponse, ReadyResponse } from './contracts/health';
import {
  NarrationAudio,
  NarrationAudioParams,
  NarrationGrade,
  NarrationGradeSent,
  NarrationGradesQuery,
  NarrationGradesResponse,
  NarrationRequest,
  NarrationStatusQuery,
  TranscribeQuery,
  TranscribeResponse,
  VoicesQuery,
  VoicesResponse,
} from './contracts/speech';
import {
  OAuthCallbackQuery,
  OAuthProviderParams,
  OAuthStartQuery,
  SignInMethodsResponse,
  SocialEmailConfirmParams,
  SocialEmailRequest,
  SocialEmailResponse,
  UnlinkProviderResponse,
} from './contracts/social-sign-in';
import { adminCatalogueRoutes } from './admin-routes/catalogues';
import { adminContentRoutes } from './admin-routes/content';
import { adminDietTemplateRoutes } from './admin-routes/diet-templates';
import { moderationRoutes } from './admin-routes/moderation';
import { adminRecipeRoutes } from './admin-routes/recipes';
import { seoHealthRoutes } from './admin-routes/seo-health';
import { endpoint, planned, type ApiRoute, type HttpMethod, type Schema } from './route-kit';
import { LOCALES, type Locale } from './i18n/locales';

export type { Access, ApiRoute, HttpMethod, ResponseContract } from './route-kit';

/** The body of the success answer (200, 201, 202 or 204) of a route, as the client receives it. */
export type ApiResponse<R extends ApiRoute> = R extends { response: infer C }
  ? C extends Readonly<Partial<Record<number, Schema>>>
    ? z.output<NonNullable<C[Extract<keyof C, 200 | 201 | 202 | 204>]>>
    : never
  : never;
/** What a route's body accepts (before the schema's defaults and transforms). */
export type ApiBody<R extends ApiRoute> = R extends { body: infer B extends Schema } ? z.input<B> : never;
export type ApiQuery<R extends ApiRoute> = R extends { query: infer Q extends Schema }
  ? z.input<Q>
  : Record<string, QueryValue>;

const loader = <const R extends Schema>(response: R) =>
  ({ tag: 'diet-generator', query: LoaderQuery, response: { 200: response } }) as const;
const catalogueSearch = <const B extends Schema, const R extends Schema>(body: B, card: R) =>
  ({ tag: 'catalogue', body, query: PageQuery, response: { 200: searchPage(card) } }) as const;
const catalogueFilters = { tag: 'catalogue', query: LocaleQuery, response: { 200: FilterGroups } } as const;
const catalogueDetail = <const R extends Schema>(detail: R) =>
  ({ tag: 'catalogue', params: IdParams, query: LocaleQuery, response: { 200: detail } }) as const;
const dietAnswer = { 200: DietResponse } as const;
/** The chat calls carry the public bearer key besides the session (CHAT-22) and take form fields (A §7). */
const chatCall = { withApiKey: true, formBody: true } as const;

export const api = {
  health: endpoint('GET', '/api/health', 'public', { tag: 'system', response: { 200: HealthResponse } }),
  ready: endpoint('GET', '/api/ready', 'public', {
    tag: 'system',
    response: { 200: ReadyResponse, 503: ReadyResponse },
  }),
  /** Prometheus' text format, not JSON. */
  metrics: endpoint('GET', '/metrics', 'metrics-token', { tag: 'system', response: 'binary', hidden: true }),
  frontend_recipe_search: endpoint(
    'POST',
    '/api/recipes/search',
    'api-key',
    catalogueSearch(RecipeSearchRequest, RecipeCard),
  ),
  frontend_recipe_search_filters: endpoint('GET', '/api/recipes/filters', 'api-key', catalogueFilters),
  recipe_detail: endpoint('GET', '/api/recipes/:id', 'api-key', catalogueDetail(RecipeDetail)),
  frontend_food_search: endpoint(
    'POST',
    '/api/foods/search',
    'api-key',
    catalogueSearch(FoodSearchRequest, FoodCard),
  ),
  frontend_food_search_filters: endpoint('GET', '/api/foods/filters', 'api-key', catalogueFilters),
  food_detail: endpoint('GET', '/api/foods/:id', 'api-key', catalogueDetail(FoodDetail)),
  frontend_exercise_search: endpoint(
    'POST',
    '/api/exercises/search',
    'api-key',
    catalogueSearch(ExerciseSearchRequest, ExerciseCard),
  ),
  frontend_exercise_search_filters: endpoint('GET', '/api/exercises/filters', 'api-key', catalogueFilters),
  exercise_detail: endpoint('GET', '/api/exercises/:id', 'api-key', catalogueDetail(ExerciseDetail)),
  /** The e-book shop (B §2 "E-book catalogue", §7; issue 16). */
  frontend_ebook_search: endpoint('POST', '/api/ebooks/search', 'api-key', {
    tag: 'ebooks',
    body: EbookSearchRequest,
    query: PageQuery,
    response: { 200: EbookSearchResponse },
  }),
  api_frontend_ebook_categories: endpoint('GET', '/api/ebooks/categories', 'api-key', {
    tag: 'ebooks',
    query: LocaleQuery,
    response: { 200: EbookCategoriesResponse },
  }),
  /** EBOOK-31: the spec names no route for the tags call; ours follows the categories call's name. */
  api_frontend_ebook_tags: endpoint('GET', '/api/ebooks/tags', 'api-key', {
    tag: 'ebooks',
    query: LocaleQuery,
    response: { 200: EbookTagsResponse },
  }),
  api_frontend_ebook_list: endpoint('GET', '/api/ebooks/list', 'api-key', {
    tag: 'ebooks',
    query: EbookListQuery,
    response: { 200: EbookListResponse },
  }),
  ebook_detail: endpoint('GET', '/api/ebooks/:id', 'api-key', {
    tag: 'ebooks',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: EbookDetail },
  }),
  /** The PDF, for its buyers only (403 for anyone else, no bytes); never a public URL. */
  ebook_download: endpoint('GET', '/api/ebooks/:id/download', 'user', {
    tag: 'ebooks',
    params: IdParams,
    query: EbookDownloadQuery,
    response: 'binary',
  }),
  /** The specialist and fitness club directory (B §2, issue 17): search by text, labels and place. */
  frontend_user_search: endpoint('POST', '/api/specialists/search', 'api-key', {
    tag: 'directory',
    body: SpecialistSearchRequest,
    query: PageQuery,
    response: { 200: SpecialistSearchResponse },
  }),
  /** SPEC-03: the host's initial filters. */
  specialist_filters: endpoint('GET', '/api/specialists/filters', 'api-key', {
    tag: 'directory',
    query: LocaleQuery,
    response: { 200: SpecialistFilters },
  }),
  frontend_company_search: endpoint('POST', '/api/companies/search', 'api-key', {
    tag: 'directory',
    body: CompanySearchRequest,
    query: PageQuery,
    response: { 200: CompanySearchResponse },
  }),
  company_filters: endpoint('GET', '/api/companies/filters', 'api-key', {
    tag: 'directory',
    query: LocaleQuery,
    response: { 200: CompanyFilters },
  }),
  specialist_detail: endpoint('GET', '/api/specialists/:id', 'api-key', {
    tag: 'directory',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: SpecialistProfile },
  }),
  company_detail: endpoint('GET', '/api/companies/:id', 'api-key', {
    tag: 'directory',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: CompanyProfile },
  }),
  /** Diet templates (B §2 "Diet template search page", issue 16 A3): plans made by our engine. */
  frontend_diet_template_search: endpoint('POST', '/api/diet-templates/search', 'api-key', {
    tag: 'diet-templates',
    body: DietTemplateSearchRequest,
    query: PageQuery,
    response: { 200: DietTemplateSearchResponse },
  }),
  diet_template_filters: endpoint('GET', '/api/diet-templates/filters', 'api-key', {
    tag: 'diet-templates',
    query: LocaleQuery,
    response: { 200: DietTemplateFilters },
  }),
  diet_template_detail: endpoint('GET', '/api/diet-templates/:id', 'api-key', {
    tag: 'diet-templates',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: DietTemplateDetail },
  }),
  /** SPEC-18, SPEC-20: suggestions from our gazetteer (cities, countries, known postal codes); no key. */
  search_geo_suggestion: endpoint('POST', '/api/geo/suggestions', 'public', {
    tag: 'geo',
    body: GeoSuggestionRequest,
    response: { 200: GeoSuggestionResponse },
  }),
  /** PROF-19: an address's coordinates (the gazetteer's city, or a configured maps service's point). */
  geo_geocode: endpoint('GET', '/api/geo/geocode', 'public', {
    tag: 'geo',
    query: GeocodeRequest,
    response: { 200: GeocodeResponse },
  }),
  /** HDR-30, SRCH-13: one query over every catalogue, grouped (issue 19 A2). */
  api_header_search: endpoint('GET', '/api/header/search', 'public', {
    tag: 'search',
    query: HeaderSearchQuery,
    response: { 200: HeaderSearchResponse },
  }),
  /** SRCH-15: the question turned into filters by a language model, run on our catalogues (issue 19 A4). */
  api_header_search_ai: endpoint(
    'GET',
    '/api/header/search/ai',
    { role: 'pro' },
    { tag: 'search', query: AiSearchQuery, response: { 200: AiSearchResponse } },
  ),
  /** BSK-03: the signed-in member's basket (guests have none, B §6). */
  api_header_basket: endpoint('GET', '/api/header/basket', 'user', {
    tag: 'basket',
    query: BasketQuery,
    response: { 200: BasketResponse },
  }),
  /** BSK-11, BSK-12: `{id, locale}`; a missing or non-numeric id changes nothing. */
  api_header_basket_remove: endpoint('POST', '/api/header/basket/remove', 'user', {
    tag: 'basket',
    body: BasketRemoveRequest,
    response: { 200: BasketRemoveResponse },
  }),
  /** NOTIF-03: the member's newest notifications and the unread count (issue 19 A5). */
  api_header_notifications: endpoint('GET', '/api/header/notifications', 'user', {
    tag: 'notifications',
    query: NotificationsQuery,
    response: { 200: NotificationsResponse },
  }),
  /** NOTIF-07: no body; the answer is not read. */
  api_header_notifications_mark_all_read: endpoint(
    'POST',
    '/api/header/notifications/mark-all-read',
    'user',
    { tag: 'notifications', response: { 200: MarkAllReadResponse } },
  ),
  /**
   * Speech to text (issue 23; STT-13, DECISIONS SRCH-22): multipart `audio` (webm, ogg or wav) + `language`, or
   * the raw audio body with `?language=` — no body schema. `{ transcript }`, or an error whose text is `error`.
   */
  api_speech_to_text_transcribe: endpoint('POST', '/api/speech-to-text/transcribe', 'user', {
    tag: 'speech',
    query: TranscribeQuery,
    response: { 200: TranscribeResponse },
  }),
  /** Narration (issue 23 A3, A4; TTS-12): the voices of a language. */
  api_text_to_speech_voices: endpoint('GET', '/api/text-to-speech/voices', 'public', {
    tag: 'speech',
    query: VoicesQuery,
    response: { 200: VoicesResponse },
  }),
  /** TTS-15: queues the narration (or finds it made) and answers at once; the page polls the status. */
  api_text_to_speech_generate: endpoint('POST', '/api/text-to-speech/generate', 'public', {
    tag: 'speech',
    body: NarrationRequest,
    response: { 200: NarrationAudio },
  }),
  /** TTS-09: the same shape as generate; an unknown hash is `not_found`. */
  api_text_to_speech_status: endpoint('GET', '/api/text-to-speech/status', 'public', {
    tag: 'speech',
    query: NarrationStatusQuery,
    response: { 200: NarrationAudio },
  }),
  /** TTS-18: good or bad with an optional comment, stored for admins. */
  api_text_to_speech_set_grade: endpoint('POST', '/api/text-to-speech/grade', 'public', {
    tag: 'speech',
    body: NarrationGrade,
    response: { 200: NarrationGradeSent },
  }),
  /** The narration's Ogg/Opus file, with range requests so the player can seek; kept for a year (immutable). */
  api_text_to_speech_audio: endpoint('GET', '/api/text-to-speech/audio/:hash', 'public', {
    tag: 'speech',
    params: NarrationAudioParams,
    response: 'binary',
  }),
  admin_text_to_speech_grades: endpoint(
    'GET',
    '/api/admin/text-to-speech/grades',
    { role: 'admin' },
    { tag: 'speech', query: NarrationGradesQuery, response: { 200: NarrationGradesResponse } },
  ),
  api_diet_generator_allergens: endpoint(
    'GET',
    '/api/diet-generator/allergens',
    'public',
    loader(AllergensAnswer),
  ),
  api_diet_generator_diet_types: endpoint(
    'GET',
    '/api/diet-generator/diet-types',
    'public',
    loader(DietTypesAnswer),
  ),
  api_diet_generator_recipes: endpoint('GET', '/api/diet-generator/recipes', 'public', loader(RecipesAnswer)),
  /** AGEN-39: the editor's whole list, or (with `page`) a filtered page of the 4-step generator's picker. */
  api_diet_generator_exercises: endpoint('GET', '/api/diet-generator/exercises', 'public', {
    tag: 'diet-generator',
    query: ExercisesQuery,
    response: { 200: ExercisesAnswer },
  }),
  /** AGEN-34/35: daily water advice from weight, activity level (GQ-12) and goal. */
  api_diet_generator_hydration: endpoint('GET', '/api/diet-generator/hydration', 'public', {
    tag: 'diet-generator',
    query: HydrationQuery,
    response: { 200: HydrationResponse },
  }),
  /** AGEN-36: weekly training templates for a goal and an activity level (PAL). */
  api_diet_generator_training_templates: endpoint('GET', '/api/diet-generator/training-templates', 'public', {
    tag: 'diet-generator',
    query: TrainingTemplatesQuery,
    response: { 200: TrainingTemplatesResponse },
  }),
  api_diet_generator_recipes_search: endpoint('GET', '/api/diet-generator/recipes/search', 'public', {
    tag: 'diet-generator',
    query: ReplacementSearchQuery,
    response: { 200: ReplacementSearchAnswer },
  }),
  api_diet_generator_hybrid_recipes: endpoint('GET', '/api/diet-generator/hybrid-recipes', 'public', {
    tag: 'diet-generator',
    query: HybridRecipesQuery,
    response: { 200: HybridRecipesAnswer },
  }),
  /** AGEN-32/33: a recipe's nutrition per portion and per 100 g; 404 for an unknown recipe. */
  api_diet_generator_recipe_nutrition: endpoint(
    'GET',
    '/api/diet-generator/recipes/:id/nutrition',
    'public',
    {
      tag: 'diet-generator',
      params: RecipeNutritionParams,
      query: RecipeNutritionQuery,
      response: { 200: RecipeNutritionResponse },
    },
  ),
  api_diet_generator_nutrients: endpoint(
    'GET',
    '/api/diet-generator/nutrients',
    'public',
    loader(NutrientsAnswer),
  ),
  api_diet_generator_foods: endpoint('GET', '/api/diet-generator/foods', 'public', loader(FoodsAnswer)),
  api_diet_generator_supplements: endpoint(
    'GET',
    '/api/diet-generator/supplements',
    'public',
    loader(SupplementsAnswer),
  ),
  api_diet_generator_medical_products: endpoint(
    'GET',
    '/api/diet-generator/medical-products',
    'public',
    loader(MedicalProductsAnswer),
  ),
  /** AGEN-29: stores a plan under the server's content hash (a client's hash is never trusted). */
  plan_snapshot_create: endpoint('POST', '/api/diet-generator/snapshots', 'public', {
    tag: 'diet-generator',
    body: PlanSnapshotSaveRequest,
    response: { 200: PlanSnapshotSaveResponse },
  }),
  /** AGEN-30: a shared plan by its hash; 404 for an unknown one. */
  plan_snapshot_show: endpoint('GET', '/api/diet-generator/snapshots/:hash', 'public', {
    tag: 'diet-generator',
    params: PlanSnapshotParams,
    response: { 200: PlanSnapshotResponse },
  }),
  /** Issue 20 A1–A3: the alternative generator's plan, by our engine. */
  alt_plan_generate: endpoint('POST', '/api/diet-generator/alt-plan', 'public', {
    tag: 'diet-generator',
    body: AltPlanRequest,
    response: { 200: AltPlanResponse },
  }),
  /** Issue 20 A5: a replaced meal, and its day refitted to the target. */
  alt_plan_refit: endpoint('POST', '/api/diet-generator/alt-plan/refit', 'public', {
    tag: 'diet-generator',
    body: AltRefitRequest,
    response: { 200: AltRefitResponse },
  }),
  plan_generate: endpoint('POST', '/api/diet-generator/plan', 'public', {
    tag: 'diet-generator',
    body: PlanRequest,
    response: { 200: PlanResponse },
  }),
  diets_mine: endpoint('GET', '/api/diets/me', 'owner', { tag: 'diets', response: dietAnswer }),
  diets_list: endpoint('GET', '/api/diets', 'owner', { tag: 'diets', response: { 200: DietListResponse } }),
  /** HOME-10: the newest diet templates for the home's plans tab and latest-diets block (limit 1..15, HOME-11). */
  api_frontend_diets_latest: endpoint('GET', '/api/diets/latest', 'api-key', {
    tag: 'home',
    query: LatestDietsQuery,
    response: { 200: LatestDietsResponse },
  }),
  diet_show: endpoint('GET', '/api/diets/:id', 'owner', {
    tag: 'diets',
    params: DietIdParams,
    response: dietAnswer,
  }),
  diet_save: endpoint('POST', '/api/diets', 'verified-owner', {
    tag: 'diets',
    body: SaveDietRequest,
    response: dietAnswer,
  }),
  /** Issue 22 A5: the photo tool's food into today's day of the current diet, saved as a new revision. */
  diet_add_food: endpoint('POST', '/api/diets/me/today/foods', 'verified-owner', {
    tag: 'diets',
    body: AddDietFoodRequest,
    response: { 200: AddDietFoodResponse },
  }),
  diet_rename: endpoint('PATCH', '/api/diets/:id', 'owner', {
    tag: 'diets',
    params: DietIdParams,
    body: RenameDietRequest,
    response: dietAnswer,
  }),
  diet_delete: endpoint('DELETE', '/api/diets/:id', 'owner', {
    tag: 'diets',
    params: DietIdParams,
    response: { 204: z.null().describe('No content') },
  }),
  /** The body is the raw image (image/jpeg, image/png or image/webp), not JSON: no body schema. */
  diet_image_upload: endpoint('POST', '/api/diets/images', 'verified-owner', {
    tag: 'diets',
    response: { 200: DietImageResponse },
  }),
  diet_image_show: endpoint('GET', '/api/diets/images/:file', 'owner', {
    tag: 'diets',
    params: DietImageParams,
    response: 'binary',
  }),
  /**
   * Chat (A §7, ARCHITECTURE §7): a chat is its two participants' own; a stranger gets 404. The calls carry the
   * public bearer key and the session (CHAT-22) and take form fields; the live stream, which a browser's
   * EventSource opens without headers of its own, the session alone.
   */
  chat_list: endpoint(
    'GET',
    '/api/chats',
    'user',
    { tag: 'chat', response: { 200: ChatListResponse } },
    chatCall,
  ),
  chat_stream: endpoint('GET', '/api/chats/stream', 'user', { tag: 'chat', response: 'event-stream' }),
  chat_show: endpoint(
    'GET',
    '/api/chats/:uid',
    'owner',
    {
      tag: 'chat',
      params: ChatUidParams,
      query: ChatShowQuery,
      response: { 200: ChatShowResponse },
    },
    chatCall,
  ),
  chat_create: endpoint(
    'POST',
    '/api/chats',
    'verified-user',
    {
      tag: 'chat',
      body: ChatCreateRequest,
      response: { 200: ChatCreateResponse },
    },
    chatCall,
  ),
  chat_send: endpoint(
    'POST',
    '/api/chats/:uid/messages',
    'verified-owner',
    {
      tag: 'chat',
      params: ChatUidParams,
      body: ChatSendRequest,
      response: { 200: ChatSendResponse },
    },
    chatCall,
  ),
  chat_accept: endpoint(
    'POST',
    '/api/chats/:uid/accept',
    'verified-owner',
    {
      tag: 'chat',
      params: ChatUidParams,
      response: { 200: ChatShowResponse },
    },
    chatCall,
  ),
  chat_reject: endpoint(
    'POST',
    '/api/chats/:uid/reject',
    'verified-owner',
    {
      tag: 'chat',
      params: ChatUidParams,
      response: { 200: ChatShowResponse },
    },
    chatCall,
  ),
  chat_block: endpoint(
    'POST',
    '/api/chats/:uid/block',
    'owner',
    {
      tag: 'chat',
      params: ChatUidParams,
      response: { 200: ChatShowResponse },
    },
    chatCall,
  ),
  chat_unblock: endpoint(
    'POST',
    '/api/chats/:uid/unblock',
    'owner',
    {
      tag: 'chat',
      params: ChatUidParams,
      response: { 200: ChatShowResponse },
    },
    chatCall,
  ),
  /** The home page's blocks (issue 21; HOME-33, HOME-39, HOME-55; DECISIONS HOME-57). */
  home_random_day: endpoint('GET', '/api/home/random-day', 'api-key', {
    tag: 'home',
    query: LocaleQuery,
    response: { 200: RandomDietDayResponse },
  }),
  home_experts: endpoint('GET', '/api/home/experts', 'api-key', {
    tag: 'home',
    query: LocaleQuery,
    response: { 200: HomeExpertsResponse },
  }),
  home_testimonials: endpoint('GET', '/api/home/testimonials', 'api-key', {
    tag: 'home',
    query: LocaleQuery,
    response: { 200: TestimonialsResponse },
  }),
  admin_testimonials: endpoint(
    'GET',
    '/api/admin/testimonials',
    { role: 'admin' },
    { tag: 'home', response: { 200: AdminTestimonialsResponse } },
  ),
  admin_testimonial_create: endpoint(
    'POST',
    '/api/admin/testimonials',
    { role: 'admin' },
    { tag: 'home', body: TestimonialInput, response: { 200: AdminTestimonial } },
  ),
  admin_testimonial_update: endpoint(
    'PATCH',
    '/api/admin/testimonials/:id',
    { role: 'admin' },
    {
      tag: 'home',
      params: TestimonialIdParams,
      body: TestimonialChange,
      response: { 200: AdminTestimonial },
    },
  ),
  admin_testimonial_delete: endpoint(
    'DELETE',
    '/api/admin/testimonials/:id',
    { role: 'admin' },
    { tag: 'home', params: TestimonialIdParams, response: { 204: z.null().describe('No content') } },
  ),
  /** The feedback modal (TOAST-05, TOAST-06): anyone may send; admins read. */
  feedback_send: endpoint('POST', '/api/feedback', 'public', {
    tag: 'feedback',
    body: FeedbackInput,
    response: { 200: FeedbackSent },
  }),
  admin_feedback: endpoint(
    'GET',
    '/api/admin/feedback',
    { role: 'admin' },
    { tag: 'feedback', query: FeedbackListQuery, response: { 200: FeedbackListResponse } },
  ),
  /** Administration of accounts (issue 24 A3): search and view, roles, lock, end sessions; the audit log (A2). */
  admin_users: endpoint(
    'GET',
    '/api/admin/users',
    { role: 'admin' },
    { tag: 'admin', query: AdminUsersQuery, response: { 200: AdminUsersResponse } },
  ),
  admin_user: endpoint(
    'GET',
    '/api/admin/users/:id',
    { role: 'admin' },
    { tag: 'admin', params: AdminUserIdParams, response: { 200: AdminUserDetail } },
  ),
  admin_user_roles: endpoint(
    'POST',
    '/api/admin/users/:id/roles',
    { role: 'admin' },
    { tag: 'admin', params: AdminUserIdParams, body: AdminRolesChange, response: { 200: AdminUserDetail } },
  ),
  admin_user_lock: endpoint(
    'POST',
    '/api/admin/users/:id/lock',
    { role: 'admin' },
    { tag: 'admin', params: AdminUserIdParams, body: AdminLockChange, response: { 200: AdminUserDetail } },
  ),
  admin_user_sessions_end: endpoint(
    'POST',
    '/api/admin/users/:id/sessions/end',
    { role: 'admin' },
    { tag: 'admin', params: AdminUserIdParams, response: { 200: AdminSessionsEnded } },
  ),
  admin_audit: endpoint(
    'GET',
    '/api/admin/audit',
    { role: 'admin' },
    { tag: 'admin', query: AuditQuery, response: { 200: AuditResponse } },
  ),
  /** The blog (issue 16 A5): the latest articles (HOME-47), search, categories and one article. */
  articles_latest: endpoint('GET', '/api/articles/latest', 'api-key', {
    tag: 'articles',
    query: LatestArticlesQuery,
    response: { 200: LatestArticlesResponse },
  }),
  article_search: endpoint('POST', '/api/articles/search', 'api-key', {
    tag: 'articles',
    body: ArticleSearchRequest,
    query: PageQuery,
    response: { 200: ArticleSearchResponse },
  }),
  article_categories: endpoint('GET', '/api/articles/categories', 'api-key', {
    tag: 'articles',
    query: LocaleQuery,
    response: { 200: ArticleCategoriesResponse },
  }),
  article_detail: endpoint('GET', '/api/articles/:id', 'api-key', {
    tag: 'articles',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: ArticleDetail },
  }),
  /**
   * The professional packages (B §2, §3, §7; HOME-19, HOME-20; issue 18 A5): the pricing section's cards in
   * the page's language and currency (`?locale=` or `?_locale=`), and one package for its page.
   */
  api_frontend_professional_packages: endpoint('GET', '/api/professional-packages', 'api-key', {
    tag: 'pro-packages',
    query: LocaleQuery,
    response: { 200: ProPackagesResponse },
  }),
  professional_package_detail: endpoint('GET', '/api/professional-packages/:id', 'api-key', {
    tag: 'pro-packages',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: ProPackage },
  }),
  account_personal_data: endpoint('POST', '/api/account/personal-data', 'user', {
    tag: 'account',
    body: PersonalDataUpdateRequest,
    response: {
      200: PersonalDataResponse,
      400: PersonalDataResponse.or(ErrorBody),
      409: PersonalDataResponse,
    },
  }),
  account_personal_data_show: endpoint('GET', '/api/account/personal-data', 'user', {
    tag: 'account',
    response: { 200: PersonalDataShowResponse },
  }),
  account_password_change: endpoint('POST', '/api/account/password', 'user', {
    tag: 'account',
    body: PasswordChangeRequest,
    response: { 200: PasswordChangeResponse },
  }),
  account_email_verification: endpoint('POST', '/api/account/email-verification', 'user', {
    tag: 'account',
    response: { 200: EmailVerificationResponse },
  }),
  account_sign_in_methods: endpoint('GET', '/api/account/sign-in-methods', 'user', {
    tag: 'account',
    response: { 200: SignInMethodsResponse },
  }),
  account_sign_in_method_unlink: endpoint('DELETE', '/api/account/sign-in-methods/:provider', 'user', {
    tag: 'account',
    params: OAuthProviderParams,
    response: { 200: UnlinkProviderResponse },
  }),
  /** The link of a confirmation mail (registration, resend, a new address). */
  auth_email_confirm: endpoint('GET', '/auth/email/confirm/:token', 'public', {
    tag: 'auth',
    params: EmailConfirmParams,
    response: 'redirect',
    hidden: true,
  }),
  auth_session: endpoint('GET', '/api/auth/session', 'public', {
    tag: 'auth',
    response: { 200: SessionResponse },
  }),
  auth_social_email: endpoint('POST', '/api/auth/social-email', 'public', {
    tag: 'auth',
    body: SocialEmailRequest,
    response: { 200: SocialEmailResponse, 410: SocialEmailResponse },
  }),
  auth_social_email_confirm: endpoint('GET', '/auth/confirm-email/:token', 'public', {
    tag: 'auth',
    params: SocialEmailConfirmParams,
    response: 'redirect',
    hidden: true,
  }),
  auth_check_email: endpoint('POST', '/api/auth/check-email', 'public', {
    tag: 'auth',
    body: CheckEmailRequest,
    response: { 200: CheckEmailResponse },
  }),
  auth_register: endpoint('POST', '/api/auth/register', 'public', {
    tag: 'auth',
    body: RegisterRequest,
    response: { 200: RegisterResponse },
  }),
  auth_check_username: endpoint('POST', '/api/auth/check-username', 'public', {
    tag: 'auth',
    body: CheckUsernameRequest,
    response: { 200: CheckUsernameResponse },
  }),
  auth_login: endpoint('POST', '/api/auth/login', 'public', {
    tag: 'auth',
    body: LoginRequest,
    response: { 200: LoginResponse, 401: LoginFailure.or(ErrorBody), 423: LoginFailure },
  }),
  auth_forgot_password: endpoint('POST', '/api/auth/forgot-password', 'public', {
    tag: 'auth',
    body: ForgotPasswordRequest,
    response: { 200: ForgotPasswordResponse },
  }),
  auth_forgot_password_set: endpoint('POST', '/api/auth/forgot-password/set-password', 'public', {
    tag: 'auth',
    body: SetPasswordRequest,
    response: { 200: SetPasswordResponse, 400: SetPasswordResponse.or(ErrorBody), 410: SetPasswordResponse },
  }),
  auth_captcha: endpoint('GET', '/api/auth/captcha', 'public', {
    tag: 'auth',
    query: CaptchaQuery,
    response: { 200: CaptchaChallengeResponse },
  }),
  logout: endpoint('GET', '/logout', 'public', {
    tag: 'auth',
    query: LogoutQuery,
    response: 'redirect',
    hidden: true,
  }),
  oauth_start: endpoint('GET', '/auth/:provider', 'public', {
    tag: 'auth',
    params: OAuthProviderParams,
    query: OAuthStartQuery,
    response: 'redirect',
    hidden: true,
  }),
  oauth_callback: endpoint('GET', '/auth/:provider/callback', 'public', {
    tag: 'auth',
    params: OAuthProviderParams,
    query: OAuthCallbackQuery,
    response: 'redirect',
    hidden: true,
  }),
  /**
   * Photo to kcal (issue 22; IMG-10, IMG-18, IMG-20; DECISIONS IMG-11, IMG-19). The recognise call's body is
   * the raw image (image/jpeg, image/png or image/webp), not JSON: no body schema.
   */
  food_recognition_recognize: endpoint('POST', '/api/food-recognition/recognize', 'public', {
    tag: 'food-recognition',
    query: LocaleQuery,
    response: { 200: RecognizeResponse },
  }),
  food_recognition_nutrition: endpoint('POST', '/api/food-recognition/nutrition', 'public', {
    tag: 'food-recognition',
    body: FoodNutritionRequest,
    response: { 200: FoodNutritionResponse },
  }),
  food_recognition_search: endpoint('POST', '/api/food-recognition/search', 'public', {
    tag: 'food-recognition',
    body: FoodRecognitionSearchRequest,
    response: { 200: FoodRecognitionSearchResponse },
  }),
  /** PROF-26, ROLE-19: who a contact message goes to; signed-in members only. */
  specialist_contact_reveal: endpoint('GET', '/api/specialists/:id/contact', 'user', {
    tag: 'directory',
    params: IdParams,
    response: { 200: SpecialistContactReveal },
  }),
  /** PROF-29: the message starts a pending chat with the specialist (a confirmed address, as every chat). */
  specialist_contact_submit: endpoint('POST', '/api/specialists/:id/contact', 'verified-user', {
    tag: 'directory',
    params: IdParams,
    body: SpecialistContactRequest,
    response: { 200: SpecialistContactResponse },
  }),
  /** CAL-03, CAL-04: public, no body, no key; `id` is the profile's (specialist) or the club's. */
  calendar_user_events: endpoint('POST', '/api/calendar/users/:id/events', 'public', {
    tag: 'directory',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: CalendarEventsResponse },
  }),
  calendar_company_events: endpoint('POST', '/api/calendar/companies/:id/events', 'public', {
    tag: 'directory',
    params: IdParams,
    query: LocaleQuery,
    response: { 200: CalendarEventsResponse },
  }),
  /** The same events as iCalendar feeds a calendar app subscribes to (issue 17 A6, beyond the spec). */
  calendar_user_feed: endpoint('GET', '/api/calendar/users/:id/events.ics', 'public', {
    tag: 'directory',
    params: IdParams,
    query: LocaleQuery,
    response: 'binary',
  }),
  calendar_company_feed: endpoint('GET', '/api/calendar/companies/:id/events.ics', 'public', {
    tag: 'directory',
    params: IdParams,
    query: LocaleQuery,
    response: 'binary',
  }),
  /** Issue 17 A5: a specialist's own profile, as they edit it. */
  specialist_profile_edit_show: endpoint(
    'GET',
    '/api/account/specialist-profile',
    { role: 'specialist' },
    {
      tag: 'directory-editing',
      query: LocaleQuery,
      response: { 200: SpecialistProfileEditable },
    },
  ),
  specialist_profile_edit: endpoint(
    'PATCH',
    '/api/account/specialist-profile',
    { role: 'specialist' },
    {
      tag: 'directory-editing',
      query: LocaleQuery,
      body: SpecialistProfileInput,
      response: { 200: SpecialistProfileEditable },
    },
  ),
  /** The avatar or cover as a raw image body (JPEG, PNG or WebP, ≤ 5 MB; checked by content, resized). */
  specialist_picture_upload: endpoint(
    'POST',
    '/api/account/specialist-profile/pictures/:picture',
    { role: 'specialist' },
    { tag: 'directory-editing', params: PictureParams, response: { 200: PictureResponse } },
  ),
  /** The clubs a member may edit: their own (an admin: every club). */
  company_edit_list: endpoint('GET', '/api/account/companies', 'user', {
    tag: 'directory-editing',
    query: LocaleQuery,
    response: { 200: CompanyEditableList },
  }),
  /** A specialist (or an admin) adds a club they own. */
  company_create: endpoint('POST', '/api/account/companies', 'verified-user', {
    tag: 'directory-editing',
    body: CompanyInput,
    response: { 200: CompanyEditable },
  }),
  /** Only the club's owner or an admin; anyone else gets 404. */
  company_update: endpoint('PATCH', '/api/account/companies/:id', 'verified-user', {
    tag: 'directory-editing',
    params: CompanyIdParams,
    body: CompanyInput,
    response: { 200: CompanyEditable },
  }),
  company_picture_upload: endpoint('POST', '/api/account/companies/:id/pictures/:picture', 'verified-user', {
    tag: 'directory-editing',
    params: CompanyPictureParams,
    response: { 200: PictureResponse },
  }),
  /** CAL-11 (decided): the owner's events, edited on the account's calendar page. */
  calendar_owner_events: endpoint('GET', '/api/account/calendar/:ownerType/:ownerId/events', 'user', {
    tag: 'directory-editing',
    params: CalendarOwnerParams,
    query: LocaleQuery,
    response: { 200: CalendarEventsResponse },
  }),
  calendar_event_create: endpoint(
    'POST',
    '/api/account/calendar/:ownerType/:ownerId/events',
    'verified-user',
    {
      tag: 'directory-editing',
      params: CalendarOwnerParams,
      body: CalendarEventInput,
      response: { 200: z.object({ id: z.number().int() }) },
    },
  ),
  calendar_event_update: endpoint(
    'PATCH',
    '/api/account/calendar/:ownerType/:ownerId/events/:eventId',
    'verified-user',
    {
      tag: 'directory-editing',
      params: CalendarEventParams,
      body: CalendarEventInput,
      response: { 200: z.object({ id: z.number().int() }) },
    },
  ),
  calendar_event_delete: endpoint(
    'DELETE',
    '/api/account/calendar/:ownerType/:ownerId/events/:eventId',
    'verified-user',
    {
      tag: 'directory-editing',
      params: CalendarEventParams,
      response: { 204: z.null().describe('No content') },
    },
  ),
  /**
   * A specialist's clients (issue 17 A7, PROF-31, PROF-32): the members with an accepted chat, a saved diet
   * assigned to one of them, and an invoice per consultation (generating it again overwrites it).
   */
  specialist_clients: endpoint(
    'GET',
    '/api/specialist/clients',
    { role: 'specialist' },
    {
      tag: 'specialist-clients',
      response: { 200: SpecialistClientsResponse },
    },
  ),
  specialist_client_diet_assign: endpoint(
    'POST',
    '/api/specialist/clients/:userId/diets',
    { role: 'specialist' },
    {
      tag: 'specialist-clients',
      params: ClientParams,
      body: AssignDietRequest,
      response: { 200: AssignDietResponse },
    },
  ),
  specialist_client_invoice: endpoint(
    'PUT',
    '/api/specialist/clients/:userId/invoice',
    { role: 'specialist' },
    {
      tag: 'specialist-clients',
      params: ClientParams,
      body: InvoiceRequest,
      response: { 200: InvoiceResponse },
    },
  ),
  /** The invoices a member received (and a specialist issued); each PDF for its two parties only (404 for others). */
  invoices_list: endpoint('GET', '/api/invoices', 'user', {
    tag: 'specialist-clients',
    response: { 200: InvoiceListResponse },
  }),
  invoice_pdf: endpoint('GET', '/api/invoices/:id.pdf', 'user', {
    tag: 'specialist-clients',
    params: InvoiceParams,
    response: 'binary',
  }),
  /** B §7 addToBasket (the purchase page): productId, productType, language. */
  /** Issue 18 A3: the ways to pay this server offers (Stripe only when configured). */
  checkout_methods: endpoint('GET', '/api/checkout/methods', 'user', {
    tag: 'orders',
    response: { 200: PaymentMethodsResponse },
  }),
  /** The basket becomes an order at the shop's current prices; the browser sends no amounts. */
  checkout: endpoint('POST', '/api/checkout', 'verified-user', {
    tag: 'orders',
    body: CheckoutRequest,
    response: { 200: CheckoutResponse },
  }),
  /** DECISIONS ACCT-10: the member's orders, newest first. */
  orders_list: endpoint('GET', '/api/orders', 'user', { tag: 'orders', response: { 200: OrdersResponse } }),
  order_detail: endpoint('GET', '/api/orders/:uid', 'user', {
    tag: 'orders',
    params: OrderUidParams,
    response: { 200: Order },
  }),
  /** Issue 18 A4: a paid order's invoice (PDF), for its buyer only (404 for anyone else or an unpaid order). */
  order_invoice: endpoint('GET', '/api/orders/:uid/invoice.pdf', 'user', {
    tag: 'orders',
    params: OrderUidParams,
    response: 'binary',
  }),
  /** A team pro package: an admin gives one of its seats to a member's account (pro until the package ends). */
  admin_order_seat: endpoint(
    'POST',
    '/api/admin/orders/:uid/seats',
    { role: 'admin' },
    {
      tag: 'orders',
      params: OrderUidParams,
      body: AssignSeatRequest,
      response: { 200: OrderSeatsResponse },
    },
  ),
  /** Issue 24 A3: every order for admins, newest first; search by uid or buyer e-mail, filters, paging. */
  admin_orders: endpoint(
    'GET',
    '/api/admin/orders',
    { role: 'admin' },
    { tag: 'orders', query: AdminOrdersQuery, response: { 200: AdminOrdersResponse } },
  ),
  admin_order: endpoint(
    'GET',
    '/api/admin/orders/:uid',
    { role: 'admin' },
    { tag: 'orders', params: OrderUidParams, response: { 200: AdminOrderDetail } },
  ),
  /** An admin confirms that a bank transfer arrived: the order is paid and granted (once). */
  admin_order_paid: endpoint(
    'POST',
    '/api/admin/orders/:uid/paid',
    { role: 'admin' },
    {
      tag: 'orders',
      params: OrderUidParams,
      response: { 200: Order },
    },
  ),
  /** Stripe's signed events (checkout.session.completed); a replay or a forgery changes nothing. */
  stripe_webhook: endpoint('POST', '/api/payments/stripe/webhook', 'public', {
    tag: 'orders',
    response: { 200: StripeWebhookResponse },
  }),
  basket_add: endpoint('POST', '/api/basket/items', 'verified-user', {
    tag: 'basket',
    body: AddToBasketRequest,
    response: { 200: AddToBasketResponse },
  }),
  /** Issue 18 A2: a member's billing addresses (B §9: buying needs at least one). */
  billing_addresses: endpoint('GET', '/api/account/addresses', 'user', {
    tag: 'basket',
    response: { 200: BillingAddressesResponse },
  }),
  billing_address_create: endpoint('POST', '/api/account/addresses', 'user', {
    tag: 'basket',
    body: CreateBillingAddressRequest,
    response: { 200: CreatedBillingAddressResponse },
  }),
  billing_address_delete: endpoint('DELETE', '/api/account/addresses/:id', 'user', {
    tag: 'basket',
    params: BillingAddressIdParams,
    response: { 200: BillingAddressesResponse },
  }),
  /**
   * B §7 purchase-page register (PROMO-08): account, address, product and language in one call; the new member
   * is signed in and the product the guest clicked is in their basket.
   */
  purchase_register: endpoint('POST', '/api/purchase/register', 'public', {
    tag: 'basket',
    body: PurchaseRegisterRequest,
    response: { 200: PurchaseRegisterResponse },
  }),
  /** Issue 18 A6: the welcome promotion as the public sees it (running, else the latest), and whether it is mine. */
  promotion_welcome: endpoint('GET', '/api/promotions/welcome', 'public', {
    tag: 'basket',
    query: WelcomePromotionQuery,
    response: { 200: WelcomePromotionResponse },
  }),
  admin_promotions: endpoint(
    'GET',
    '/api/admin/promotions',
    { role: 'admin' },
    { tag: 'basket', response: { 200: PromotionsResponse } },
  ),
  admin_promotion_create: endpoint(
    'POST',
    '/api/admin/promotions',
    { role: 'admin' },
    { tag: 'basket', body: PromotionInput, response: { 200: Promotion } },
  ),
  admin_promotion_update: endpoint(
    'PATCH',
    '/api/admin/promotions/:id',
    { role: 'admin' },
    { tag: 'basket', params: PromotionIdParams, body: PromotionChange, response: { 200: Promotion } },
  ),
  analytics_events: planned('POST', '/api/events', 'public'),
  // The admin area's parts (issue 24), one registry file each.
  ...seoHealthRoutes,
  ...adminRecipeRoutes,
  ...moderationRoutes,
  ...adminContentRoutes,
  ...adminCatalogueRoutes,
  ...adminDietTemplateRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof api;

/** `':id' | ':uid'` segments of a path template, as a union of their names. */
/** A parameter may sit inside a segment (`my-diets.:dietId.html`): its name ends at the next dot. */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<PathParamNames<P>, string | number>;

type QueryValue = string | number | boolean | undefined;

function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`Missing route parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A path template filled with its parameters, and a query: the one URL builder of API and page links. */
export function routeUrl(
  template: string,
  params: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): string {
  return withQuery(fillPath(template, params), query);
}

/** Builds the URL of an API route: `apiHref(api.chat_show, { uid: 'a1' })` → `/api/chats/a1`. */
export function apiHref<P extends string>(
  target: ApiRoute<HttpMethod, P>,
  ...args: [PathParamNames<P>] extends [never]
    ? [params?: PathParams<P>, query?: Record<string, QueryValue>]
    : [params: PathParams<P>, query?: Record<string, QueryValue>]
): string {
  const [params = {}, query] = args;
  return withQuery(fillPath(target.path, params as Record<string, string | number>), query);
}

// ---------------------------------------------------------------------------------------------
// Pages

export type Slugs = Readonly<Record<Locale, string>>;

export interface PageRoute {
  /** Path after `/<locale>/`; `:name` marks a parameter. List pages end with '/', as in the spec. */
  readonly slugs: Slugs;
  /** True once the page exists: only live pages are served, routed and linked in the navigation. */
  readonly live: boolean;
  /** Shown in the header's quick navigation when live. */
  readonly inNav?: boolean;
  /** Any other path below this page redirects to it (the personal generator's "anything else → /"). */
  readonly catchAll?: boolean;
  /** `user`: signed-in only (guests go to login and come back); `guest`: signed-in users go to the account page. */
  readonly access?: 'user' | 'guest';
  /** For search engines: listed in the sitemap; robots.txt keeps them off every page without it. */
  readonly indexed?: boolean;
  /** Other paths after `/<locale>/` that name this page (the spec's own paths); they redirect to it. */
  readonly aliases?: readonly string[];
}

const same = (slug: string): Slugs => ({ en: slug, de: slug, pl: slug });

export const pages = {
  home: { slugs: same(''), live: true, indexed: true },
  recipes: {
    slugs: { en: 'recipes/', de: 'rezepte/', pl: 'przepisy/' },
    live: true,
    indexed: true,
    inNav: true,
  },
  recipeDetail: {
    slugs: { en: 'recipes/:idSlug', de: 'rezepte/:idSlug', pl: 'przepisy/:idSlug' },
    live: true,
    indexed: true,
  },
  foods: {
    slugs: { en: 'foods/', de: 'lebensmittel/', pl: 'produkty-spozywcze/' },
    live: true,
    indexed: true,
    inNav: true,
  },
  foodDetail: {
    slugs: { en: 'foods/:idSlug', de: 'lebensmittel/:idSlug', pl: 'produkty-spozywcze/:idSlug' },
    live: true,
    indexed: true,
  },
  exercises: {
    slugs: { en: 'exercises/', de: 'uebungen/', pl: 'cwiczenia/' },
    live: true,
    indexed: true,
    inNav: true,
  },
  exerciseDetail: {
    slugs: { en: 'exercises/:idSlug', de: 'uebungen/:idSlug', pl: 'cwiczenia/:idSlug' },
    live: true,
    indexed: true,
  },
  ebooks: {
    slugs: { en: 'shop/e-books/', de: 'shop/e-books/', pl: 'sklep/e-booki/' },
    live: true,
    indexed: true,
    inNav: true,
  },
  ebookDetail: {
    slugs: { en: 'shop/e-books/:idSlug', de: 'shop/e-books/:idSlug', pl: 'sklep/e-booki/:idSlug' },
    live: true,
    indexed: true,
  },
  dietTemplates: {
    slugs: { en: 'shop/diets/', de: 'shop/diaeten/', pl: 'sklep/diety/' },
    // DT-02: B §2 puts the diet template search page at path diet-template.
    aliases: ['diet-template/'],
    live: true,
    indexed: true,
    inNav: true,
  },
  dietTemplateDetail: {
    slugs: { en: 'shop/diets/:idSlug', de: 'shop/diaeten/:idSlug', pl: 'sklep/diety/:idSlug' },
    live: true,
    indexed: true,
  },
  fitnessClubs: {
    slugs: { en: 'fitness-clubs/', de: 'fitness-studios/', pl: 'kluby-fitness/' },
    live: true,
    indexed: true,
    inNav: true,
  },
  fitnessClubDetail: {
    slugs: { en: 'fitness-clubs/:idSlug', de: 'fitness-studios/:idSlug', pl: 'kluby-fitness/:idSlug' },
    live: true,
    indexed: true,
  },
  specialists: {
    slugs: { en: 'specialists/', de: 'spezialisten/', pl: 'specjalisci/' },
    live: true,
    indexed: true,
    inNav: true,
  },
  specialistDetail: {
    slugs: { en: 'specialists/:idSlug', de: 'spezialisten/:idSlug', pl: 'specjalisci/:idSlug' },
    live: true,
    indexed: true,
  },
  imageToKcal: {
    slugs: { en: 'image-to-kcal', de: 'foto-zu-kcal', pl: 'zdjecie-do-kcal' },
    live: true,
    inNav: true,
  },
  personalDiet: {
    slugs: { en: 'personal-diet', de: 'individuelle-diaet', pl: 'dieta-personalna' },
    live: true,
    inNav: true,
    catchAll: true,
  },
  personalDietMyDiets: {
    slugs: {
      en: 'personal-diet/my-diets',
      de: 'individuelle-diaet/my-diets',
      pl: 'dieta-personalna/my-diets',
    },
    live: true,
  },
  personalDietSaved: {
    slugs: {
      en: 'personal-diet/my-diets.:dietId.html',
      de: 'individuelle-diaet/my-diets.:dietId.html',
      pl: 'dieta-personalna/my-diets.:dietId.html',
    },
    live: true,
  },
  dietGenerator: {
    slugs: { en: 'diet-generator', de: 'diaet-generator', pl: 'generator-diety' },
    live: true,
    inNav: true,
    indexed: true,
  },
  /** AGEN-01: the 4-step generator's replacement recipe search (`?day=&meal=` name the meal). */
  dietGeneratorRecipeSearch: {
    slugs: {
      en: 'diet-generator/recipes/search',
      de: 'diaet-generator/rezepte/suche',
      pl: 'generator-diety/przepisy/szukaj',
    },
    live: true,
  },
  search: { slugs: { en: 'search', de: 'suche', pl: 'szukaj' }, live: true },
  /** DECISIONS ACCT-10: the BMI/BMR/TDEE calculator (the mega-menu's tools group). */
  calculator: { slugs: { en: 'calculator', de: 'rechner', pl: 'kalkulator' }, live: true, indexed: true },
  login: { slugs: { en: 'login', de: 'anmelden', pl: 'logowanie' }, live: true, access: 'guest' },
  register: { slugs: { en: 'register', de: 'registrieren', pl: 'rejestracja' }, live: true },
  socialEmail: {
    slugs: { en: 'login/e-mail', de: 'anmelden/e-mail', pl: 'logowanie/e-mail' },
    live: true,
    access: 'guest',
  },
  forgotPassword: {
    slugs: { en: 'forgot-password', de: 'passwort-vergessen', pl: 'przypomnij-haslo' },
    live: true,
  },
  setNewPassword: {
    slugs: { en: 'forgot-password/:token', de: 'passwort-vergessen/:token', pl: 'przypomnij-haslo/:token' },
    live: true,
  },
  blog: { slugs: { en: 'blog/', de: 'blog/', pl: 'blog/' }, live: true, indexed: true },
  blogArticle: {
    slugs: { en: 'blog/:idSlug', de: 'blog/:idSlug', pl: 'blog/:idSlug' },
    live: true,
    indexed: true,
  },
  chat: { slugs: { en: 'chat', de: 'chat', pl: 'czat' }, live: true, access: 'user' },
  account: { slugs: { en: 'account', de: 'konto', pl: 'konto' }, live: true, access: 'user' },
  accountPersonalData: {
    slugs: { en: 'account/personal-data', de: 'konto/persoenliche-daten', pl: 'konto/dane-osobowe' },
    live: true,
    access: 'user',
  },
  accountPassword: {
    slugs: { en: 'account/password', de: 'konto/passwort', pl: 'konto/haslo' },
    live: true,
    access: 'user',
  },
  /** The admin area (issue 24): admins only (the API enforces it; others are told so); its sections in `?section=`. */
  admin: { slugs: same('admin'), live: true, access: 'user' },
  /** A specialist's clients: assign a diet, issue an invoice (issue 17 A7); members without the role are told so. */
  accountClients: {
    slugs: { en: 'account/clients', de: 'konto/klienten', pl: 'konto/klienci' },
    live: true,
    access: 'user',
  },
  accountInvoices: {
    slugs: { en: 'account/invoices', de: 'konto/rechnungen', pl: 'konto/faktury' },
    live: true,
    access: 'user',
  },
  /** Issue 17 A5: a specialist's own public profile; members without the role are told so. */
  accountSpecialistProfile: {
    slugs: {
      en: 'account/specialist-profile',
      de: 'konto/spezialistenprofil',
      pl: 'konto/profil-specjalisty',
    },
    live: true,
    access: 'user',
  },
  /** The clubs a specialist owns (an admin: every club). */
  accountCompanies: {
    slugs: { en: 'account/clubs', de: 'konto/studios', pl: 'konto/kluby' },
    live: true,
    access: 'user',
  },
  /** CAL-11 (decided): where events are published. */
  accountCalendar: {
    slugs: { en: 'account/calendar', de: 'konto/kalender', pl: 'konto/kalendarz' },
    live: true,
    access: 'user',
  },
  /** The professional packages' pricing (issue 18 A5); buying them comes with the checkout. */
  proPackages: {
    slugs: { en: 'pro-package/', de: 'pro-paket/', pl: 'pakiet-pro/' },
    live: true,
    indexed: true,
    inNav: true,
  },
  proPackageDetail: {
    slugs: { en: 'pro-package/:idSlug', de: 'pro-paket/:idSlug', pl: 'pakiet-pro/:idSlug' },
    live: true,
    indexed: true,
  },
  /** The promotion landing page (issue 21 A3; PROMO-03..05): the welcome promotion as it stands. */
  promotion: { slugs: { en: 'promotion', de: 'aktion', pl: 'promocja' }, live: true, indexed: true },
  /** Issue 18 A1, A3: the basket with its totals, the way to pay and the order. */
  basket: { slugs: { en: 'basket', de: 'warenkorb', pl: 'koszyk' }, live: true, access: 'user' },
  /** DECISIONS ACCT-10: the member's orders; `?order=` opens one. */
  accountOrders: {
    slugs: { en: 'account/orders', de: 'konto/bestellungen', pl: 'konto/zamowienia' },
    live: true,
    access: 'user',
  },
  aboutData: {
    slugs: { en: 'about-data', de: 'ueber-die-daten', pl: 'o-danych' },
    live: true,
    indexed: true,
    inNav: true,
  },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof pages;
export type LivePageName = { [K in PageName]: (typeof pages)[K]['live'] extends true ? K : never }[PageName];

type PageParams<N extends PageName> = PathParams<(typeof pages)[N]['slugs']['en']>;

/** `pageHref('recipes', 'de')` → `/de/rezepte/`. */
export function pageHref<N extends PageName>(
  name: N,
  locale: Locale,
  ...args: [PathParamNames<(typeof pages)[N]['slugs']['en']>] extends [never]
    ? [params?: PageParams<N>, query?: Record<string, QueryValue>]
    : [params: PageParams<N>, query?: Record<string, QueryValue>]
): string {
  const [params = {}, query] = args;
  return withQuery(pagePath(name, locale, params as Record<string, string | number>), query);
}

/** The path of a page from parameters known only at run time (a matched path, say). */
export function pagePath(name: PageName, locale: Locale, params: Record<string, string | number>): string {
  return `/${locale}/${fillPath(pages[name].slugs[locale], params)}`;
}

/**
 * The pages above a page, home first, by path (`recipes/:idSlug` → home, `recipes/`): the breadcrumb trail. A
 * page is below another, a page without parameters, when the other's path begins its own.
 */
export function pageTrail(name: PageName): PageName[] {
  const path = (page: PageName): string => pages[page].slugs.en;
  const above = (Object.keys(pages) as PageName[]).filter(
    (other) =>
      other !== name &&
      path(other) !== '' &&
      !path(other).includes(':') &&
      path(name).startsWith(path(other).replace(/\/?$/, '/')),
  );
  above.sort((a, b) => path(a).length - path(b).length);
  return name === 'home' ? [] : ['home', ...above];
}

export const PAGE_NAMES = Object.keys(pages) as PageName[];
export const LIVE_PAGE_NAMES = PAGE_NAMES.filter((name) => pages[name].live) as LivePageName[];
export const NAV_PAGE_NAMES = LIVE_PAGE_NAMES.filter((name) => 'inNav' in pages[name] && pages[name].inNav);

export interface PageMatch {
  name: PageName;
  locale: Locale;
  params: Record<string, string>;
  /** The path this page should be served at; a request for another path gets a 301 to it. */
  canonicalPath: string;
  live: boolean;
}

interface CompiledSlug {
  name: PageName;
  slugLocale: Locale | null;
  pattern: RegExp;
  paramNames: string[];
}

const compiledSlugs: CompiledSlug[] = PAGE_NAMES.flatMap((name) =>
  [
    ...LOCALES.map((slugLocale) => ({ slugLocale, slug: pages[name].slugs[slugLocale] as string })),
    // An alias is no language's slug: a page's path in the visitor's language always wins over it.
    ...((pages[name] as PageRoute).aliases ?? []).map((slug) => ({ slugLocale: null, slug })),
  ].map(({ slugLocale, slug }) => {
    const paramNames = [...slug.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
    const source = slug
      .replace(/\/$/, '')
      .split('/')
      .map((part) =>
        part
          .split(/(:[A-Za-z]+)/)
          .map((piece) => (piece.startsWith(':') ? '([^/]+?)' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join(''),
      )
      .join('/');
    return { name, slugLocale, pattern: new RegExp(`^${source}/?$`), paramNames };
  }),
);

/**
 * Finds the page a path names. A slug of another language (`/de/recipes/`) or a missing trailing
 * slash still matches; `canonicalPath` then differs from the path and the caller redirects.
 */
export function matchPagePath(pathname: string): PageMatch | null {
  const [, first, ...rest] = pathname.split('/');
  if (!first || !(LOCALES as readonly string[]).includes(first)) return null;
  const locale = first as Locale;
  const remainder = rest.join('/');
  const ownFirst = [...compiledSlugs].sort(
    (a, b) => Number(b.slugLocale === locale) - Number(a.slugLocale === locale),
  );
  for (const candidate of ownFirst) {
    const found = candidate.pattern.exec(remainder);
    if (!found) continue;
    const params: Record<string, string> = {};
    for (const [i, param] of candidate.paramNames.entries()) {
      const raw = found[i + 1] ?? '';
      try {
        params[param] = decodeURIComponent(raw);
      } catch {
        return null; // malformed percent-encoding names no page
      }
    }
    const live = pages[candidate.name].live;
    return {
      name: candidate.name,
      locale,
      params,
      canonicalPath: pagePath(candidate.name, locale, params),
      live,
    };
  }
  return null;
}

/**
 * A path on this site, safe to redirect to: `/x`, never `//host` or `/\host`, and no whitespace (browsers drop
 * tabs and newlines, which would turn `/<tab>/host` into `//host`). Server and browser use this one rule.
 */
export function isLocalPath(target: string | null | undefined): target is string {
  return !!target && /^\/(?![/\\])[^\s]*$/.test(target);
}
