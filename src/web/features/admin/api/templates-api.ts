import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TemplateCreate,
  TemplateParameters,
  TemplatePlanInput,
  TemplateSave,
} from '../../../../core/contracts/admin-diet-templates';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-api';

export type TemplatesAnswer = ApiResponse<typeof api.admin_diet_templates>;
export type TemplateRow = TemplatesAnswer['items'][number];
export type TemplateAnswer = ApiResponse<typeof api.admin_diet_template>;
export type PlanView = ApiResponse<typeof api.admin_diet_template_preview>;
export type CandidatesAnswer = ApiResponse<typeof api.admin_diet_template_candidates>;

const templateKeys = {
  list: (q: string, page: number) => [...adminKeys.all, 'templates', { q, page }] as const,
  one: (id: number) => [...adminKeys.all, 'template', id] as const,
};

export const templatesOptions = (q: string, page: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: templateKeys.list(q, page),
    queryFn: ({ signal }) =>
      client.call(api.admin_diet_templates, { query: { ...(q ? { q } : {}), page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const templateOptions = (id: number, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: templateKeys.one(id),
    queryFn: ({ signal }) => client.call(api.admin_diet_template, { params: { id }, signal }),
    staleTime: 0,
  });

/** The engine's draft for the parameters (nothing is stored). */
export function useGenerateTemplate(client: ApiClient = apiClient) {
  return useMutation({
    mutationFn: (parameters: TemplateParameters) =>
      client.call(api.admin_diet_template_generate, { body: parameters }),
  });
}

/** The numbers of an edited plan, recomputed by the server. */
export function usePreviewTemplate(client: ApiClient = apiClient) {
  return useMutation({
    mutationFn: (request: { parameters: TemplateParameters; plan: TemplatePlanInput }) =>
      client.call(api.admin_diet_template_preview, { body: request }),
  });
}

export function fetchCandidates(
  query: {
    dietType: TemplateParameters['dietType'];
    excludeAllergens: string[];
    slot: string;
    kcal: number;
    q: string;
  },
  client: ApiClient = apiClient,
) {
  return client.call(api.admin_diet_template_candidates, {
    query: {
      dietType: query.dietType,
      excludeAllergens: query.excludeAllergens.join(','),
      slot: query.slot,
      kcal: Math.min(3000, Math.max(50, Math.round(query.kcal))),
      ...(query.q ? { q: query.q } : {}),
    },
  });
}

/** Creates (no id) or saves a template; the lists and the audit log refresh. */
export function useSaveTemplate(id: number | null, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateSave | TemplateCreate) =>
      id === null
        ? client.call(api.admin_diet_template_create, { body: body as TemplateCreate })
        : client.call(api.admin_diet_template_update, { params: { id }, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(templateKeys.one(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'templates'] });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}
