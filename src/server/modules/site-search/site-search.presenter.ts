import type { SearchItem } from '../../../core/contracts/header-search';
import { vocabularyKey } from '../../../core/domain/reference-vocabulary';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { translatorFor } from '../../i18n';
import type { SiteSearchRepo } from './site-search.repo';

type Rows<K extends keyof SiteSearchRepo> = Awaited<ReturnType<SiteSearchRepo[K]>>;
type Row<K extends keyof SiteSearchRepo> = Rows<K> extends Array<infer R> ? R : never;

const numberFormats = new Map<Locale, Intl.NumberFormat>();
function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format)
    numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })));
  return format.format(Math.round(value));
}

const idSlug = (id: number, slug: string) => (slug ? `${id}-${slug}` : String(id));
/** The parts of a subtitle that are there, joined as the cards join them. */
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' · ');

/** A reference label (exercise categories, body groups), or the stored value where none is translated. */
function referenceLabel(locale: Locale, section: string, value: string): string {
  const key = /^[a-z][a-zA-Z0-9]*$/.test(value) ? value : vocabularyKey(value);
  return translatorFor(locale)(`reference:${section}.${key}`, { defaultValue: value });
}

export function dietTemplateItem(row: Row<'dietTemplates'>, locale: Locale): SearchItem {
  return {
    id: row.id,
    url: pageHref('dietTemplateDetail', locale, { idSlug: idSlug(row.id, row.slug) }),
    image: `/media/diet-templates/${row.key}.svg`,
    title: row.name,
    subtitle: translatorFor(locale)('search:results.subtitles.dietTemplate', {
      count: row.days,
      kcal: formatNumber(row.kcal, locale),
    }),
  };
}

export function recipeItem(row: Row<'recipes'>, locale: Locale): SearchItem {
  const t = translatorFor(locale);
  return {
    id: row.id,
    url: pageHref('recipeDetail', locale, { idSlug: idSlug(row.id, row.slug) }),
    image: row.image ? `/media/${row.image}` : null,
    title: row.name,
    subtitle:
      row.kcal === null
        ? t('search:results.subtitles.recipeTime', { minutes: row.minutes })
        : t('search:results.subtitles.recipe', {
            kcal: formatNumber(row.kcal, locale),
            minutes: row.minutes,
          }),
  };
}

export function foodItem(row: Row<'foods'>, locale: Locale): SearchItem {
  return {
    id: row.id,
    url: pageHref('foodDetail', locale, { idSlug: idSlug(row.id, row.slug) }),
    image: null,
    title: row.name,
    subtitle:
      row.kcal === null
        ? row.group
        : translatorFor(locale)('search:results.subtitles.food', {
            group: row.group,
            kcal: formatNumber(row.kcal, locale),
          }),
  };
}

export function exerciseItem(row: Row<'exercises'>, locale: Locale): SearchItem {
  const first = (JSON.parse(row.images) as string[])[0];
  return {
    id: row.id,
    url: pageHref('exerciseDetail', locale, { idSlug: idSlug(row.id, row.slug) }),
    // The card-sized picture the exercise list shows.
    image: first ? `/media/${first.replace(/\.(jpg|webp)$/, '-card.webp')}` : null,
    title: row.name,
    subtitle: translatorFor(locale)('search:results.subtitles.exercise', {
      category: referenceLabel(locale, 'exercise.category', row.category),
      kcal: formatNumber(row.kcalHour, locale),
    }),
  };
}

export function specialistItem(row: Row<'specialists'>, locale: Locale): SearchItem {
  return {
    id: row.id,
    url: pageHref('specialistDetail', locale, { idSlug: idSlug(row.id, row.slug) }),
    image: row.avatar,
    title: row.name,
    subtitle: joined(row.professions.join(', '), row.city),
  };
}

export function companyItem(row: Row<'companies'>, locale: Locale): SearchItem {
  return {
    id: row.id,
    url: pageHref('fitnessClubDetail', locale, { idSlug: idSlug(row.id, row.slug) }),
    image: row.image,
    title: row.name,
    subtitle: joined(row.type, row.city),
  };
}

export function articleItem(row: Row<'articles'>, locale: Locale): SearchItem {
  return {
    id: row.id,
    url: pageHref('blogArticle', locale, { idSlug: idSlug(row.id, row.slug) }),
    image: `/media/articles/${row.key}.svg`,
    title: row.name,
    subtitle: translatorFor(locale)('search:results.subtitles.article', {
      category: row.category,
      minutes: row.readMinutes,
    }),
  };
}
