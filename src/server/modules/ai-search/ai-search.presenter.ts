import type { ArticleCard } from '../../../core/contracts/articles';
import type { ExerciseCard, FoodCard } from '../../../core/contracts/catalogue';
import type { DietTemplateCard } from '../../../core/contracts/diet-templates';
import type { SearchItem } from '../../../core/contracts/header-search';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { translatorFor } from '../../i18n';
import type { AiKind } from './ai-filters';
import type { RecipeHit } from './ai-search.repo';

/** Detail paths are `<id>-<slug>`, or the id alone (ARCHITECTURE §7). */
const idSlug = (id: number, slug: string | null | undefined) => (slug ? `${id}-${slug}` : String(id));

export function groupLabel(kind: AiKind, locale: Locale): string {
  return translatorFor(locale)(`search:results.groups.${kind}`);
}

export function recipeItem(hit: RecipeHit, locale: Locale): SearchItem {
  const t = translatorFor(locale);
  return {
    id: hit.id,
    url: pageHref('recipeDetail', locale, { idSlug: idSlug(hit.id, hit.slug) }),
    image: hit.image,
    title: hit.name,
    subtitle: hit.kcal === null ? '' : t('search:landing.subtitles.recipe', { kcal: hit.kcal }),
  };
}

export function foodItem(food: FoodCard, locale: Locale): SearchItem {
  const t = translatorFor(locale);
  return {
    id: food.id,
    url: pageHref('foodDetail', locale, { idSlug: idSlug(food.id, food.slug) }),
    image: food.image,
    title: food.name,
    subtitle: food.kcal === null ? '' : t('search:landing.subtitles.food', { kcal: Math.round(food.kcal) }),
  };
}

export function exerciseItem(exercise: ExerciseCard, locale: Locale): SearchItem {
  const t = translatorFor(locale);
  return {
    id: exercise.id,
    url: pageHref('exerciseDetail', locale, { idSlug: idSlug(exercise.id, exercise.slug) }),
    image: exercise.image,
    title: exercise.name,
    subtitle: t('search:landing.subtitles.exercise', { kcal: Math.round(exercise.kcal_hour) }),
  };
}

export function dietTemplateItem(template: DietTemplateCard, locale: Locale): SearchItem {
  const t = translatorFor(locale);
  return {
    id: template.id,
    url: pageHref('dietTemplateDetail', locale, { idSlug: idSlug(template.id, template.slug) }),
    image: template.image,
    title: template.name,
    subtitle: t('search:landing.subtitles.dietTemplate', { kcal: template.kcal, count: template.days }),
  };
}

export function articleItem(article: ArticleCard): SearchItem {
  return {
    id: article.id,
    url: article.href,
    image: article.image,
    title: article.name,
    subtitle:
      article.description.length > 120 ? `${article.description.slice(0, 119)}…` : article.description,
  };
}
