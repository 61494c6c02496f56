import { fallbackLocaleOf, withFallback, type Catalogue } from './catalogue-fallback';
import type { Locale } from './locales';
import enCommon from './locales/en/common.json';
import deCommon from './locales/de/common.json';
import plCommon from './locales/pl/common.json';
import enShell from './locales/en/shell.json';
import deShell from './locales/de/shell.json';
import plShell from './locales/pl/shell.json';
import enPages from './locales/en/pages.json';
import dePages from './locales/de/pages.json';
import plPages from './locales/pl/pages.json';
import enErrors from './locales/en/errors.json';
import deErrors from './locales/de/errors.json';
import plErrors from './locales/pl/errors.json';
import enHome from './locales/en/home.json';
import deHome from './locales/de/home.json';
import plHome from './locales/pl/home.json';
import enAboutData from './locales/en/aboutData.json';
import deAboutData from './locales/de/aboutData.json';
import plAboutData from './locales/pl/aboutData.json';
import enReference from './locales/en/reference.json';
import enCatalogue from './locales/en/catalogue.json';
import deCatalogue from './locales/de/catalogue.json';
import plCatalogue from './locales/pl/catalogue.json';
import deReference from './locales/de/reference.json';
import plReference from './locales/pl/reference.json';
import enAuth from './locales/en/auth.json';
import deAuth from './locales/de/auth.json';
import plAuth from './locales/pl/auth.json';
import enAccount from './locales/en/account.json';
import deAccount from './locales/de/account.json';
import plAccount from './locales/pl/account.json';
import enMail from './locales/en/mail.json';
import deMail from './locales/de/mail.json';
import plMail from './locales/pl/mail.json';
import enSocial from './locales/en/social.json';
import deSocial from './locales/de/social.json';
import plSocial from './locales/pl/social.json';
import enPlanner from './locales/en/planner.json';
import dePlanner from './locales/de/planner.json';
import plPlanner from './locales/pl/planner.json';
import enPlanEditor from './locales/en/planEditor.json';
import dePlanEditor from './locales/de/planEditor.json';
import plPlanEditor from './locales/pl/planEditor.json';
import enChat from './locales/en/chat.json';
import deChat from './locales/de/chat.json';
import plChat from './locales/pl/chat.json';
import enShop from './locales/en/shop.json';
import deShop from './locales/de/shop.json';
import plShop from './locales/pl/shop.json';
import enDirectory from './locales/en/directory.json';
import deDirectory from './locales/de/directory.json';
import plDirectory from './locales/pl/directory.json';
import enClients from './locales/en/clients.json';
import deClients from './locales/de/clients.json';
import plClients from './locales/pl/clients.json';
import enProPackages from './locales/en/proPackages.json';
import deProPackages from './locales/de/proPackages.json';
import plProPackages from './locales/pl/proPackages.json';
import enSearch from './locales/en/search.json';
import deSearch from './locales/de/search.json';
import plSearch from './locales/pl/search.json';
import enNotifications from './locales/en/notifications.json';
import deNotifications from './locales/de/notifications.json';
import plNotifications from './locales/pl/notifications.json';
import enCalculator from './locales/en/calculator.json';
import deCalculator from './locales/de/calculator.json';
import plCalculator from './locales/pl/calculator.json';
import enAltGenerator from './locales/en/altGenerator.json';
import deAltGenerator from './locales/de/altGenerator.json';
import plAltGenerator from './locales/pl/altGenerator.json';
import enAltPicker from './locales/en/altPicker.json';
import deAltPicker from './locales/de/altPicker.json';
import plAltPicker from './locales/pl/altPicker.json';
import enAltRecipes from './locales/en/altRecipes.json';
import deAltRecipes from './locales/de/altRecipes.json';
import plAltRecipes from './locales/pl/altRecipes.json';
import enTraining from './locales/en/training.json';
import deTraining from './locales/de/training.json';
import plTraining from './locales/pl/training.json';
import enAltForm from './locales/en/altForm.json';
import deAltForm from './locales/de/altForm.json';
import plAltForm from './locales/pl/altForm.json';
import enAltSidebar from './locales/en/altSidebar.json';
import deAltSidebar from './locales/de/altSidebar.json';
import plAltSidebar from './locales/pl/altSidebar.json';
import enPromotionPage from './locales/en/promotionPage.json';
import dePromotionPage from './locales/de/promotionPage.json';
import plPromotionPage from './locales/pl/promotionPage.json';
import enTestimonials from './locales/en/testimonials.json';
import deTestimonials from './locales/de/testimonials.json';
import plTestimonials from './locales/pl/testimonials.json';
import enFeedback from './locales/en/feedback.json';
import deFeedback from './locales/de/feedback.json';
import plFeedback from './locales/pl/feedback.json';
import enImageToKcal from './locales/en/imageToKcal.json';
import deImageToKcal from './locales/de/imageToKcal.json';
import plImageToKcal from './locales/pl/imageToKcal.json';
import enDietFood from './locales/en/dietFood.json';
import deDietFood from './locales/de/dietFood.json';
import plDietFood from './locales/pl/dietFood.json';
import enAdmin from './locales/en/admin.json';
import deAdmin from './locales/de/admin.json';
import plAdmin from './locales/pl/admin.json';
import enVoice from './locales/en/voice.json';
import deVoice from './locales/de/voice.json';
import plVoice from './locales/pl/voice.json';
import enNarration from './locales/en/narration.json';
import deNarration from './locales/de/narration.json';
import plNarration from './locales/pl/narration.json';
import enAdminTemplates from './locales/en/adminTemplates.json';
import deAdminTemplates from './locales/de/adminTemplates.json';
import plAdminTemplates from './locales/pl/adminTemplates.json';
import enAdminSeo from './locales/en/adminSeo.json';
import deAdminSeo from './locales/de/adminSeo.json';
import plAdminSeo from './locales/pl/adminSeo.json';
import enAdminRecipes from './locales/en/adminRecipes.json';
import deAdminRecipes from './locales/de/adminRecipes.json';
import plAdminRecipes from './locales/pl/adminRecipes.json';
import enAdminModeration from './locales/en/adminModeration.json';
import deAdminModeration from './locales/de/adminModeration.json';
import plAdminModeration from './locales/pl/adminModeration.json';
import enAdminContent from './locales/en/adminContent.json';
import deAdminContent from './locales/de/adminContent.json';
import plAdminContent from './locales/pl/adminContent.json';
import enAdminCatalogue from './locales/en/adminCatalogue.json';
import deAdminCatalogue from './locales/de/adminCatalogue.json';
import plAdminCatalogue from './locales/pl/adminCatalogue.json';
import enNarrationText from './locales/en/narrationText.json';
import deNarrationText from './locales/de/narrationText.json';
import plNarrationText from './locales/pl/narrationText.json';

export type { Catalogue };
export { fallbackLocaleOf };

/**
 * Every catalogue, as written. Add a namespace here with its three files. The server and the tests read
 * them all from here; the web app loads each locale's files on demand (`src/web/lib/i18n.ts`).
 */
export const catalogues = {
  common: { en: enCommon, de: deCommon, pl: plCommon },
  shell: { en: enShell, de: deShell, pl: plShell },
  pages: { en: enPages, de: dePages, pl: plPages },
  errors: { en: enErrors, de: deErrors, pl: plErrors },
  home: { en: enHome, de: deHome, pl: plHome },
  aboutData: { en: enAboutData, de: deAboutData, pl: plAboutData },
  reference: { en: enReference, de: deReference, pl: plReference },
  catalogue: { en: enCatalogue, de: deCatalogue, pl: plCatalogue },
  auth: { en: enAuth, de: deAuth, pl: plAuth },
  account: { en: enAccount, de: deAccount, pl: plAccount },
  mail: { en: enMail, de: deMail, pl: plMail },
  planner: { en: enPlanner, de: dePlanner, pl: plPlanner },
  planEditor: { en: enPlanEditor, de: dePlanEditor, pl: plPlanEditor },
  social: { en: enSocial, de: deSocial, pl: plSocial },
  chat: { en: enChat, de: deChat, pl: plChat },
  shop: { en: enShop, de: deShop, pl: plShop },
  directory: { en: enDirectory, de: deDirectory, pl: plDirectory },
  clients: { en: enClients, de: deClients, pl: plClients },
  proPackages: { en: enProPackages, de: deProPackages, pl: plProPackages },
  search: { en: enSearch, de: deSearch, pl: plSearch },
  notifications: { en: enNotifications, de: deNotifications, pl: plNotifications },
  calculator: { en: enCalculator, de: deCalculator, pl: plCalculator },
  altGenerator: { en: enAltGenerator, de: deAltGenerator, pl: plAltGenerator },
  altPicker: { en: enAltPicker, de: deAltPicker, pl: plAltPicker },
  altRecipes: { en: enAltRecipes, de: deAltRecipes, pl: plAltRecipes },
  training: { en: enTraining, de: deTraining, pl: plTraining },
  altForm: { en: enAltForm, de: deAltForm, pl: plAltForm },
  altSidebar: { en: enAltSidebar, de: deAltSidebar, pl: plAltSidebar },
  promotionPage: { en: enPromotionPage, de: dePromotionPage, pl: plPromotionPage },
  testimonials: { en: enTestimonials, de: deTestimonials, pl: plTestimonials },
  feedback: { en: enFeedback, de: deFeedback, pl: plFeedback },
  imageToKcal: { en: enImageToKcal, de: deImageToKcal, pl: plImageToKcal },
  dietFood: { en: enDietFood, de: deDietFood, pl: plDietFood },
  admin: { en: enAdmin, de: deAdmin, pl: plAdmin },
  voice: { en: enVoice, de: deVoice, pl: plVoice },
  narration: { en: enNarration, de: deNarration, pl: plNarration },
  narrationText: { en: enNarrationText, de: deNarrationText, pl: plNarrationText },
  adminTemplates: { en: enAdminTemplates, de: deAdminTemplates, pl: plAdminTemplates },
  adminSeo: { en: enAdminSeo, de: deAdminSeo, pl: plAdminSeo },
  adminRecipes: { en: enAdminRecipes, de: deAdminRecipes, pl: plAdminRecipes },
  adminModeration: { en: enAdminModeration, de: deAdminModeration, pl: plAdminModeration },
  adminContent: { en: enAdminContent, de: deAdminContent, pl: plAdminContent },
  adminCatalogue: { en: enAdminCatalogue, de: deAdminCatalogue, pl: plAdminCatalogue },
} satisfies Record<string, Record<Locale, Catalogue>>;

export type Namespace = keyof typeof catalogues;
export const NAMESPACES = Object.keys(catalogues) as Namespace[];

export function resolvedCatalogue(
  namespace: Namespace,
  locale: Locale,
  source: Record<Locale, Catalogue> = catalogues[namespace],
): Catalogue {
  const fallback = fallbackLocaleOf(namespace);
  return locale === fallback ? source[locale] : withFallback(source[fallback], source[locale]);
}

export function resourcesFor(locale: Locale): Record<Namespace, Catalogue> {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, resolvedCatalogue(ns, locale)])) as Record<
    Namespace,
    Catalogue
  >;
}
