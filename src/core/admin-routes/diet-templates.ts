import {
  AdminTemplateDetail,
  AdminTemplateIdParams,
  AdminTemplatesQuery,
  AdminTemplatesResponse,
  MealCandidatesQuery,
  MealCandidatesResponse,
  PreviewRequest,
  TemplateCreate,
  TemplateParameters,
  TemplatePlanView,
  TemplateSave,
} from '../contracts/admin-diet-templates';
import { endpoint } from '../route-kit';

const admin = { role: 'admin' } as const;

/** The shop's diet templates for admins (issue 24 A2): made by the plan engine, edited meal by meal. */
export const adminDietTemplateRoutes = {
  admin_diet_templates: endpoint('GET', '/api/admin/diet-templates', admin, {
    tag: 'admin',
    query: AdminTemplatesQuery,
    response: { 200: AdminTemplatesResponse },
  }),
  admin_diet_template: endpoint('GET', '/api/admin/diet-templates/:id', admin, {
    tag: 'admin',
    params: AdminTemplateIdParams,
    response: { 200: AdminTemplateDetail },
  }),
  /** The engine's plan for the parameters, not stored: the admin edits it and then creates the template. */
  admin_diet_template_generate: endpoint('POST', '/api/admin/diet-templates/generate', admin, {
    tag: 'admin',
    body: TemplateParameters,
    response: { 200: TemplatePlanView },
  }),
  /** A plan's numbers recomputed as the admin edits it (nothing is stored). */
  admin_diet_template_preview: endpoint('POST', '/api/admin/diet-templates/preview', admin, {
    tag: 'admin',
    body: PreviewRequest,
    response: { 200: TemplatePlanView },
  }),
  admin_diet_template_candidates: endpoint('GET', '/api/admin/diet-templates/candidates', admin, {
    tag: 'admin',
    query: MealCandidatesQuery,
    response: { 200: MealCandidatesResponse },
  }),
  admin_diet_template_create: endpoint('POST', '/api/admin/diet-templates', admin, {
    tag: 'admin',
    body: TemplateCreate,
    response: { 201: AdminTemplateDetail },
  }),
  admin_diet_template_update: endpoint('PUT', '/api/admin/diet-templates/:id', admin, {
    tag: 'admin',
    params: AdminTemplateIdParams,
    body: TemplateSave,
    response: { 200: AdminTemplateDetail },
  }),
} as const;
