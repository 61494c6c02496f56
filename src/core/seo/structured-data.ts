import type { RecipeDetail } from '../contracts/catalogue';
import { currencyForLocale } from '../domain/format';
import type { Locale } from '../i18n/locales';

/** A schema.org node as JSON-LD: `@type` and its properties (https://schema.org). */
export type JsonLd = { '@type': string } & Record<string, unknown>;

export const SCHEMA_CONTEXT = 'https://schema.org';

/** One `<script type="application/ld+json">` block's content: the page's nodes in one graph. */
export function jsonLdDocument(nodes: readonly JsonLd[]): { '@context': string; '@graph': JsonLd[] } {
  return { '@context': SCHEMA_CONTEXT, '@graph': [...nodes] };
}

/** The trail from the home page to this one; the last item is the page itself. */
export function breadcrumbList(trail: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** NutritionInformation properties and the nutrient columns they come from, with their units. */
const NUTRITION: ReadonlyArray<[property: string, code: string, unit: string]> = [
  ['calories', 'energy_kcal', 'kcal'],
  ['proteinContent', 'protein_g', 'g'],
  ['fatContent', 'fat_g', 'g'],
  ['saturatedFatContent', 'sat_fat_g', 'g'],
  ['transFatContent', 'trans_fat_g', 'g'],
  ['cholesterolContent', 'cholesterol_mg', 'mg'],
  ['carbohydrateContent', 'carbohydrate_g', 'g'],
  ['sugarContent', 'sugars_g', 'g'],
  ['fiberContent', 'fiber_g', 'g'],
  ['sodiumContent', 'sodium_mg', 'mg'],
];

const DIETS: Record<string, string> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A recipe page's `Recipe` (what search engines show as a recipe result): ingredients, steps, time, yield and
 * nutrition per portion from our data (`servingSize` one portion), in the page's language.
 */
export function recipeJsonLd(
  recipe: RecipeDetail,
  page: {
    url: string;
    locale: Locale;
    image: string | null;
    /** "1 portion" and "4 portions" in the page's language. */
    servingSize: string;
    yieldLabel: string;
    publisher: string;
  },
): JsonLd {
  const perPortion = new Map(recipe.nutritionPerPortion.map((n) => [n.code, n.amount]));
  const nutrition: Record<string, string> = {
    '@type': 'NutritionInformation',
    servingSize: page.servingSize,
  };
  for (const [property, code, unit] of NUTRITION) {
    const amount = perPortion.get(code);
    if (amount !== null && amount !== undefined) nutrition[property] = `${round1(amount)} ${unit}`;
  }
  const diet = DIETS[recipe.dietType.value];
  return {
    '@type': 'Recipe',
    '@id': `${page.url}#recipe`,
    url: page.url,
    name: recipe.name,
    description: recipe.description,
    inLanguage: page.locale,
    ...(page.image ? { image: [page.image] } : {}),
    author: { '@type': 'Organization', name: page.publisher },
    prepTime: `PT${recipe.time}M`,
    totalTime: `PT${recipe.time}M`,
    recipeYield: [String(recipe.portions), page.yieldLabel],
    recipeCuisine: recipe.cuisine.label,
    recipeCategory: recipe.types.map((type) => type.label).join(', ') || undefined,
    keywords: recipe.tags.map((tag) => tag.label).join(', ') || undefined,
    ...(diet ? { suitableForDiet: diet } : {}),
    recipeIngredient: recipe.ingredients.map((ingredient) =>
      ingredient.measure
        ? `${ingredient.measure.amount} ${ingredient.measure.unit} ${ingredient.name} (${round1(ingredient.grams)} g)`
        : `${round1(ingredient.grams)} g ${ingredient.name}`,
    ),
    recipeInstructions: recipe.instructions.map((text, i) => ({
      '@type': 'HowToStep',
      position: i + 1,
      text,
    })),
    nutrition,
  };
}

/**
 * The `Product` with its `Offer` of a shop item's page (an e-book, a diet template): the price in the
 * currency of the page's language (DECISIONS CONST-02), as shown there.
 */
export function productJsonLd(product: {
  url: string;
  locale: Locale;
  name: string;
  description: string;
  image: string | null;
  /** The price a buyer pays now (after any discount), in the page's currency. */
  price: number;
  category?: string;
  brand: string;
  available: boolean;
}): JsonLd {
  return {
    '@type': 'Product',
    '@id': `${product.url}#product`,
    url: product.url,
    name: product.name,
    description: product.description,
    ...(product.image ? { image: [product.image] } : {}),
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: product.price.toFixed(2),
      priceCurrency: currencyForLocale(product.locale),
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** A postal address as schema.org reads it. */
export interface PostalAddressLd {
  street?: string;
  postalCode?: string;
  city: string;
  region?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

const postalAddress = (address: PostalAddressLd): JsonLd => ({
  '@type': 'PostalAddress',
  ...(address.street ? { streetAddress: address.street } : {}),
  ...(address.postalCode ? { postalCode: address.postalCode } : {}),
  addressLocality: address.city,
  ...(address.region ? { addressRegion: address.region } : {}),
  addressCountry: address.country,
});

/** A specialist's profile page: the `Person`, what they do and where they work. */
export function personJsonLd(person: {
  url: string;
  name: string;
  jobTitle: string;
  description?: string;
  image: string | null;
  address?: PostalAddressLd;
  languages?: readonly string[];
}): JsonLd {
  return {
    '@type': 'Person',
    '@id': `${person.url}#person`,
    url: person.url,
    name: person.name,
    jobTitle: person.jobTitle,
    ...(person.description ? { description: person.description } : {}),
    ...(person.image ? { image: person.image } : {}),
    ...(person.address ? { workLocation: { '@type': 'Place', address: postalAddress(person.address) } } : {}),
    ...(person.languages?.length ? { knowsLanguage: [...person.languages] } : {}),
  };
}

/** A fitness club's page: a `SportsActivityLocation` with its address and, where known, its position. */
export function sportsActivityLocationJsonLd(club: {
  url: string;
  name: string;
  description?: string;
  image: string | null;
  address: PostalAddressLd;
  geo?: { latitude: number; longitude: number };
  telephone?: string;
}): JsonLd {
  return {
    '@type': 'SportsActivityLocation',
    '@id': `${club.url}#club`,
    url: club.url,
    name: club.name,
    ...(club.description ? { description: club.description } : {}),
    ...(club.image ? { image: club.image } : {}),
    address: postalAddress(club.address),
    ...(club.geo ? { geo: { '@type': 'GeoCoordinates', ...club.geo } } : {}),
    ...(club.telephone ? { telephone: club.telephone } : {}),
  };
}

/** An article's page: the `Article` with its author, dates (ISO 8601) and publisher. */
export function articleJsonLd(article: {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  author: string;
  published: string;
  modified?: string;
  locale: Locale;
  publisher: string;
}): JsonLd {
  return {
    '@type': 'Article',
    '@id': `${article.url}#article`,
    mainEntityOfPage: article.url,
    // Search engines cut longer headlines.
    headline: article.headline.slice(0, 110),
    description: article.description,
    ...(article.image ? { image: [article.image] } : {}),
    author: { '@type': 'Person', name: article.author },
    datePublished: article.published,
    dateModified: article.modified ?? article.published,
    inLanguage: article.locale,
    publisher: { '@type': 'Organization', name: article.publisher },
  };
}
