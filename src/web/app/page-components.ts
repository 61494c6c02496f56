import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LivePageName } from '../../core/routes';

/** Every live page of the route registry has its component here; the type checker enforces it. */
export const pageComponents: Record<LivePageName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage }))),
  recipes: lazy(() =>
    import('../features/recipes/pages/recipes-page').then((m) => ({ default: m.RecipesPage })),
  ),
  recipeDetail: lazy(() =>
    import('../features/recipes/pages/recipe-detail-page').then((m) => ({ default: m.RecipeDetailPage })),
  ),
  foods: lazy(() => import('../features/foods/pages/foods-page').then((m) => ({ default: m.FoodsPage }))),
  foodDetail: lazy(() =>
    import('../features/foods/pages/food-detail-page').then((m) => ({ default: m.FoodDetailPage })),
  ),
  exercises: lazy(() =>
    import('../features/exercises/pages/exercises-page').then((m) => ({ default: m.ExercisesPage })),
  ),
  exerciseDetail: lazy(() =>
    import('../features/exercises/pages/exercise-detail-page').then((m) => ({
      default: m.ExerciseDetailPage,
    })),
  ),
  aboutData: lazy(() =>
    import('../features/about-data/pages/about-data-page').then((m) => ({ default: m.AboutDataPage })),
  ),
  login: lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage }))),
  register: lazy(() =>
    import('../features/auth/pages/register-page').then((m) => ({ default: m.RegisterPage })),
  ),
  forgotPassword: lazy(() =>
    import('../features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  setNewPassword: lazy(() =>
    import('../features/auth/pages/set-password-page').then((m) => ({ default: m.SetPasswordPage })),
  ),
  socialEmail: lazy(() =>
    import('../features/social-sign-in/pages/social-email-page').then((m) => ({
      default: m.SocialEmailPage,
    })),
  ),
  account: lazy(() =>
    import('../features/account/pages/account-page').then((m) => ({ default: m.AccountPage })),
  ),
  accountPersonalData: lazy(() =>
    import('../features/account/pages/personal-data-page').then((m) => ({ default: m.PersonalDataPage })),
  ),
  accountPassword: lazy(() =>
    import('../features/account/pages/password-page').then((m) => ({ default: m.PasswordPage })),
  ),
  personalDiet: lazy(() =>
    import('../features/personal-diet/pages/personal-diet-page').then((m) => ({
      default: m.PersonalDietPage,
    })),
  ),
  personalDietMyDiets: lazy(() =>
    import('../features/personal-diet/pages/my-diets-page').then((m) => ({ default: m.MyDietsPage })),
  ),
  personalDietSaved: lazy(() =>
    import('../features/personal-diet/pages/saved-diet-page').then((m) => ({ default: m.SavedDietPage })),
  ),
};
