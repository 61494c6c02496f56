import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LivePageName } from '../../core/routes';

/** Every live page of the route registry has its component here; the type checker enforces it. */
export const pageComponents: Record<LivePageName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage }))),
  recipes: lazy(() => import('../features/recipes/pages/recipes-page').then((m) => ({ default: m.RecipesPage }))),
  recipeDetail: lazy(() => import('../features/recipes/pages/recipe-detail-page').then((m) => ({ default: m.RecipeDetailPage }))),
  foods: lazy(() => import('../features/foods/pages/foods-page').then((m) => ({ default: m.FoodsPage }))),
  foodDetail: lazy(() => import('../features/foods/pages/food-detail-page').then((m) => ({ default: m.FoodDetailPage }))),
  exercises: lazy(() => import('../features/exercises/pages/exercises-page').then((m) => ({ default: m.ExercisesPage }))),
  exerciseDetail: lazy(() => import('../features/exercises/pages/exercise-detail-page').then((m) => ({ default: m.ExerciseDetailPage }))),
  aboutData: lazy(() =>
    import('../features/about-data/pages/about-data-page').then((m) => ({ default: m.AboutDataPage })),
  ),
};
