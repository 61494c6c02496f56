import {
  AdminRecipe,
  AdminRecipeFoodsQuery,
  AdminRecipeFoodsResponse,
  AdminRecipeIdParams,
  AdminRecipeInput,
  AdminRecipesQuery,
  AdminRecipesResponse,
  RecipeNutrition,
  RecipeNutritionRequest,
} from '../contracts/admin-recipes';
import { endpoint } from '../route-kit';

/**
 * Recipe editing for admins (issue 24 A2): names in pl, de, en, ingredients, nutrition recomputed by the server.
 * No delete: saved diets use recipes.
 */
export const adminRecipeRoutes = {
  admin_recipes: endpoint(
    'GET',
    '/api/admin/recipes',
    { role: 'admin' },
    { tag: 'admin', query: AdminRecipesQuery, response: { 200: AdminRecipesResponse } },
  ),
  admin_recipe: endpoint(
    'GET',
    '/api/admin/recipes/:id',
    { role: 'admin' },
    {
      tag: 'admin',
      params: AdminRecipeIdParams,
      query: AdminRecipeFoodsQuery.pick({ _locale: true }),
      response: { 200: AdminRecipe },
    },
  ),
  admin_recipe_create: endpoint(
    'POST',
    '/api/admin/recipes',
    { role: 'admin' },
    { tag: 'admin', body: AdminRecipeInput, response: { 200: AdminRecipe } },
  ),
  admin_recipe_update: endpoint(
    'PUT',
    '/api/admin/recipes/:id',
    { role: 'admin' },
    { tag: 'admin', params: AdminRecipeIdParams, body: AdminRecipeInput, response: { 200: AdminRecipe } },
  ),
  admin_recipe_foods: endpoint(
    'GET',
    '/api/admin/recipe-foods',
    { role: 'admin' },
    { tag: 'admin', query: AdminRecipeFoodsQuery, response: { 200: AdminRecipeFoodsResponse } },
  ),
  admin_recipe_nutrition: endpoint(
    'POST',
    '/api/admin/recipe-nutrition',
    { role: 'admin' },
    { tag: 'admin', body: RecipeNutritionRequest, response: { 200: RecipeNutrition } },
  ),
} as const;
