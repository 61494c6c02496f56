import type { ComponentType } from 'react';
import type { Locale } from '../../core/i18n/locales';
import type { LivePageName } from '../../core/routes';
import { loadTranslations } from '../lib/i18n';
import { sessionStore } from '../lib/session';
import { namespacesOfPage } from './page-translations';

/**
 * Every live page of the route registry has its module here, each its own chunk; the type checker enforces
 * it. `npm run bench:bundle` finds a page's chunk by its `import()` here.
 */
export const pageModules: Record<LivePageName, () => Promise<ComponentType>> = {
  home: () => import('../features/home/pages/home-page').then((m) => m.HomePage),
  recipes: () => import('../features/recipes/pages/recipes-page').then((m) => m.RecipesPage),
  recipeDetail: () => import('../features/recipes/pages/recipe-detail-page').then((m) => m.RecipeDetailPage),
  foods: () => import('../features/foods/pages/foods-page').then((m) => m.FoodsPage),
  foodDetail: () => import('../features/foods/pages/food-detail-page').then((m) => m.FoodDetailPage),
  exercises: () => import('../features/exercises/pages/exercises-page').then((m) => m.ExercisesPage),
  exerciseDetail: () =>
    import('../features/exercises/pages/exercise-detail-page').then((m) => m.ExerciseDetailPage),
  aboutData: () => import('../features/about-data/pages/about-data-page').then((m) => m.AboutDataPage),
  login: () => import('../features/auth/pages/login-page').then((m) => m.LoginPage),
  register: () => import('../features/auth/pages/register-page').then((m) => m.RegisterPage),
  forgotPassword: () =>
    import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
  setNewPassword: () => import('../features/auth/pages/set-password-page').then((m) => m.SetPasswordPage),
  socialEmail: () =>
    import('../features/social-sign-in/pages/social-email-page').then((m) => m.SocialEmailPage),
  account: () => import('../features/account/pages/account-page').then((m) => m.AccountPage),
  accountPersonalData: () =>
    import('../features/account/pages/personal-data-page').then((m) => m.PersonalDataPage),
  accountPassword: () => import('../features/account/pages/password-page').then((m) => m.PasswordPage),
  basket: () => import('../features/orders/pages/basket-page').then((m) => m.BasketPage),
  accountOrders: () => import('../features/orders/pages/orders-page').then((m) => m.OrdersPage),
  accountSpecialistProfile: () =>
    import('../features/directory-editing/pages/specialist-profile-page').then(
      (m) => m.SpecialistProfileEditPage,
    ),
  accountCompanies: () =>
    import('../features/directory-editing/pages/companies-page').then((m) => m.CompaniesEditPage),
  accountCalendar: () =>
    import('../features/directory-editing/pages/calendar-page').then((m) => m.CalendarEditPage),
  admin: () => import('../features/admin/pages/admin-page').then((m) => m.AdminPage),
  accountClients: () =>
    import('../features/specialist-clients/pages/clients-page').then((m) => m.ClientsPage),
  accountInvoices: () =>
    import('../features/specialist-clients/pages/invoices-page').then((m) => m.InvoicesPage),
  personalDiet: () =>
    import('../features/personal-diet/pages/personal-diet-page').then((m) => m.PersonalDietPage),
  dietGenerator: () =>
    import('../features/alt-generator/pages/alt-generator-page').then((m) => m.AltGeneratorPage),
  dietGeneratorRecipeSearch: () =>
    import('../features/alt-generator/pages/alt-recipe-search-page').then((m) => m.AltRecipeSearchPage),
  personalDietMyDiets: () =>
    import('../features/personal-diet/pages/my-diets-page').then((m) => m.MyDietsPage),
  personalDietSaved: () =>
    import('../features/personal-diet/pages/saved-diet-page').then((m) => m.SavedDietPage),
  chat: () => import('../features/chat/pages/chat-page').then((m) => m.ChatPage),
  ebooks: () => import('../features/ebooks/pages/ebooks-page').then((m) => m.EbooksPage),
  ebookDetail: () => import('../features/ebooks/pages/ebook-detail-page').then((m) => m.EbookDetailPage),
  blog: () => import('../features/blog/pages/blog-page').then((m) => m.BlogPage),
  dietTemplates: () =>
    import('../features/diet-templates/pages/diet-templates-page').then((m) => m.DietTemplatesPage),
  dietTemplateDetail: () =>
    import('../features/diet-templates/pages/diet-template-page').then((m) => m.DietTemplatePage),
  blogArticle: () => import('../features/blog/pages/article-page').then((m) => m.ArticlePage),
  specialists: () => import('../features/directory/pages/directory-pages').then((m) => m.SpecialistsPage),
  fitnessClubs: () => import('../features/directory/pages/directory-pages').then((m) => m.FitnessClubsPage),
  specialistDetail: () => import('../features/directory/pages/profile-pages').then((m) => m.SpecialistPage),
  fitnessClubDetail: () => import('../features/directory/pages/profile-pages').then((m) => m.FitnessClubPage),
  proPackages: () =>
    import('../features/pro-packages/pages/pro-packages-page').then((m) => m.ProPackagesPage),
  proPackageDetail: () =>
    import('../features/pro-packages/pages/pro-package-page').then((m) => m.ProPackagePage),
  calculator: () => import('../features/calculator/pages/calculator-page').then((m) => m.CalculatorPage),
  search: () => import('../features/search/pages/search-page').then((m) => m.SearchPage),
  promotion: () => import('../features/promotion/pages/promotion-page').then((m) => m.PromotionPage),
  imageToKcal: () =>
    import('../features/image-to-kcal/pages/image-to-kcal-page').then((m) => m.ImageToKcalPage),
};

/**
 * A page route's `lazy`: the page's code and its catalogues (and the shell's) in the route's locale, fetched
 * together; the router renders the page once both are there, so it never shows untranslated keys.
 */
export async function loadPage(page: LivePageName, locale: Locale): Promise<{ Component: ComponentType }> {
  const [Component] = await Promise.all([
    pageModules[page](),
    loadTranslations(locale, namespacesOfPage(page, sessionStore.get().user !== null)),
  ]);
  return { Component };
}
