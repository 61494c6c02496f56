import {
  AdminCatalogueIdParams,
  AdminEbookChange,
  AdminEbookDetail,
  AdminEbookFileParams,
  AdminEbooksQuery,
  AdminEbooksResponse,
  AdminExerciseChange,
  AdminExerciseDetail,
  AdminExercisePhotoOrder,
  AdminExercisePhotoParams,
  AdminExercisesQuery,
  AdminExercisesResponse,
  AdminFoodChange,
  AdminFoodDetail,
  AdminFoodGroupsResponse,
  AdminFoodsQuery,
  AdminFoodsResponse,
  CompendiumResponse,
} from '../contracts/admin-catalogues';
import { endpoint } from '../route-kit';

const admin = { role: 'admin' } as const;
const tag = 'admin';

/** Foods, exercises and e-books for admins (issue 24 A2), with image and PDF uploads (raw bodies). */
export const adminCatalogueRoutes = {
  admin_foods: endpoint('GET', '/api/admin/foods', admin, {
    tag,
    query: AdminFoodsQuery,
    response: { 200: AdminFoodsResponse },
  }),
  admin_food_groups: endpoint('GET', '/api/admin/food-groups', admin, {
    tag,
    response: { 200: AdminFoodGroupsResponse },
  }),
  admin_food: endpoint('GET', '/api/admin/foods/:id', admin, {
    tag,
    params: AdminCatalogueIdParams,
    response: { 200: AdminFoodDetail },
  }),
  /** Names and group; nutrients are SR28 data and stay; the source id stays. */
  admin_food_update: endpoint('PATCH', '/api/admin/foods/:id', admin, {
    tag,
    params: AdminCatalogueIdParams,
    body: AdminFoodChange,
    response: { 200: AdminFoodDetail },
  }),
  admin_exercises: endpoint('GET', '/api/admin/exercises', admin, {
    tag,
    query: AdminExercisesQuery,
    response: { 200: AdminExercisesResponse },
  }),
  /** The Compendium of Physical Activities (2011) codes an exercise's MET may be mapped to. */
  admin_exercise_compendium: endpoint('GET', '/api/admin/exercises/compendium', admin, {
    tag,
    response: { 200: CompendiumResponse },
  }),
  admin_exercise: endpoint('GET', '/api/admin/exercises/:id', admin, {
    tag,
    params: AdminCatalogueIdParams,
    response: { 200: AdminExerciseDetail },
  }),
  admin_exercise_update: endpoint('PATCH', '/api/admin/exercises/:id', admin, {
    tag,
    params: AdminCatalogueIdParams,
    body: AdminExerciseChange,
    response: { 200: AdminExerciseDetail },
  }),
  /** A photo as a raw image body (JPEG, PNG or WebP, ≤ 10 MB; checked by content, resized). */
  admin_exercise_photo_upload: endpoint('POST', '/api/admin/exercises/:id/photos', admin, {
    tag,
    params: AdminCatalogueIdParams,
    response: { 200: AdminExerciseDetail },
  }),
  admin_exercise_photo_order: endpoint('PUT', '/api/admin/exercises/:id/photos', admin, {
    tag,
    params: AdminCatalogueIdParams,
    body: AdminExercisePhotoOrder,
    response: { 200: AdminExerciseDetail },
  }),
  admin_exercise_photo_delete: endpoint('DELETE', '/api/admin/exercises/:id/photos/:index', admin, {
    tag,
    params: AdminExercisePhotoParams,
    response: { 200: AdminExerciseDetail },
  }),
  admin_ebooks: endpoint('GET', '/api/admin/ebooks', admin, {
    tag,
    query: AdminEbooksQuery,
    response: { 200: AdminEbooksResponse },
  }),
  admin_ebook: endpoint('GET', '/api/admin/ebooks/:id', admin, {
    tag,
    params: AdminCatalogueIdParams,
    response: { 200: AdminEbookDetail },
  }),
  admin_ebook_update: endpoint('PATCH', '/api/admin/ebooks/:id', admin, {
    tag,
    params: AdminCatalogueIdParams,
    body: AdminEbookChange,
    response: { 200: AdminEbookDetail },
  }),
  /** The cover as a raw image body (as the photos); one picture for all three languages. */
  admin_ebook_cover_upload: endpoint('POST', '/api/admin/ebooks/:id/cover', admin, {
    tag,
    params: AdminCatalogueIdParams,
    response: { 200: AdminEbookDetail },
  }),
  /** One language's PDF as a raw `application/pdf` body (≤ 50 MB; checked by content). */
  admin_ebook_file_upload: endpoint('POST', '/api/admin/ebooks/:id/files/:locale', admin, {
    tag,
    params: AdminEbookFileParams,
    response: { 200: AdminEbookDetail },
  }),
} as const;
