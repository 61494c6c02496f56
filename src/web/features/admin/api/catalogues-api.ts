import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminEbookChange,
  AdminExerciseChange,
  AdminFoodChange,
} from '../../../../core/contracts/admin-catalogues';
import type { Locale } from '../../../../core/i18n/locales';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';

export type AdminFoodsAnswer = ApiResponse<typeof api.admin_foods>;
export type AdminFoodAnswer = ApiResponse<typeof api.admin_food>;
export type AdminFoodGroupsAnswer = ApiResponse<typeof api.admin_food_groups>;
export type AdminExercisesAnswer = ApiResponse<typeof api.admin_exercises>;
export type AdminExerciseAnswer = ApiResponse<typeof api.admin_exercise>;
export type CompendiumAnswer = ApiResponse<typeof api.admin_exercise_compendium>;
export type AdminEbooksAnswer = ApiResponse<typeof api.admin_ebooks>;
export type AdminEbookAnswer = ApiResponse<typeof api.admin_ebook>;

export interface CatalogueFilter {
  q?: string;
  page: number;
}
export interface FoodsFilter extends CatalogueFilter {
  group?: number;
}

/** The admin catalogues' query keys: under the admin area's root, so the area's invalidations reach them. */
export const catalogueKeys = {
  all: ['admin', 'catalogues'] as const,
  foods: (filter: FoodsFilter) => [...catalogueKeys.all, 'foods', filter] as const,
  food: (id: number) => [...catalogueKeys.all, 'food', id] as const,
  foodGroups: () => [...catalogueKeys.all, 'food-groups'] as const,
  exercises: (filter: CatalogueFilter) => [...catalogueKeys.all, 'exercises', filter] as const,
  exercise: (id: number) => [...catalogueKeys.all, 'exercise', id] as const,
  compendium: () => [...catalogueKeys.all, 'compendium'] as const,
  ebooks: (filter: CatalogueFilter) => [...catalogueKeys.all, 'ebooks', filter] as const,
  ebook: (id: number) => [...catalogueKeys.all, 'ebook', id] as const,
};

const listQuery = (filter: CatalogueFilter) => ({ ...(filter.q ? { q: filter.q } : {}), page: filter.page });

/** Admin data is always read fresh: another admin may have changed it a moment ago. */
export const foodsOptions = (filter: FoodsFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.foods(filter),
    queryFn: ({ signal }) =>
      client.call(api.admin_foods, {
        query: { ...listQuery(filter), ...(filter.group ? { group: filter.group } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const foodOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.food(id),
    queryFn: ({ signal }) => client.call(api.admin_food, { params: { id }, signal }),
    staleTime: 0,
  });

/** Food groups change only with an import: kept for the session. */
export const foodGroupsOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.foodGroups(),
    queryFn: ({ signal }) => client.call(api.admin_food_groups, { signal }),
    staleTime: Infinity,
  });

export const exercisesOptions = (filter: CatalogueFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.exercises(filter),
    queryFn: ({ signal }) => client.call(api.admin_exercises, { query: listQuery(filter), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const exerciseOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.exercise(id),
    queryFn: ({ signal }) => client.call(api.admin_exercise, { params: { id }, signal }),
    staleTime: 0,
  });

export const compendiumOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.compendium(),
    queryFn: ({ signal }) => client.call(api.admin_exercise_compendium, { signal }),
    staleTime: Infinity,
  });

export const ebooksOptions = (filter: CatalogueFilter, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.ebooks(filter),
    queryFn: ({ signal }) => client.call(api.admin_ebooks, { query: listQuery(filter), signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const ebookOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: catalogueKeys.ebook(id),
    queryFn: ({ signal }) => client.call(api.admin_ebook, { params: { id }, signal }),
    staleTime: 0,
  });

/** The bytes with a type the server reads (some systems give a file no type; the server checks content anyway). */
const typed = (file: File, fallback: string) => (file.type ? file : new Blob([file], { type: fallback }));

/** A change answers the record as saved: it becomes the detail's data; lists and the audit log reload. */
function useSaved<T>(detailKey: readonly unknown[], mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey, saved);
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'admin' && JSON.stringify(query.queryKey) !== JSON.stringify(detailKey),
        refetchType: 'active',
      });
    },
  });
}

export const useSaveFood = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.food(id), (body: AdminFoodChange) =>
    client.call(api.admin_food_update, { params: { id }, body }),
  );

export const useSaveExercise = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.exercise(id), (body: AdminExerciseChange) =>
    client.call(api.admin_exercise_update, { params: { id }, body }),
  );

export const useUploadExercisePhoto = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.exercise(id), (file: File) =>
    client.call(api.admin_exercise_photo_upload, {
      params: { id },
      file: typed(file, 'application/octet-stream'),
    }),
  );

export const useOrderExercisePhotos = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.exercise(id), (paths: string[]) =>
    client.call(api.admin_exercise_photo_order, { params: { id }, body: { paths } }),
  );

export const useRemoveExercisePhoto = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.exercise(id), (index: number) =>
    client.call(api.admin_exercise_photo_delete, { params: { id, index } }),
  );

export const useSaveEbook = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.ebook(id), (body: AdminEbookChange) =>
    client.call(api.admin_ebook_update, { params: { id }, body }),
  );

export const useUploadEbookCover = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.ebook(id), (file: File) =>
    client.call(api.admin_ebook_cover_upload, {
      params: { id },
      file: typed(file, 'application/octet-stream'),
    }),
  );

export const useUploadEbookFile = (id: number, client: ApiClient = apiClient) =>
  useSaved(catalogueKeys.ebook(id), ({ locale, file }: { locale: Locale; file: File }) =>
    client.call(api.admin_ebook_file_upload, {
      params: { id, locale },
      file: new Blob([file], { type: 'application/pdf' }),
    }),
  );
