import type { Kysely } from 'kysely';
import { Lexer, type Token, type Tokens } from 'marked';
import type { NarrationArea, NarrationType } from '../../../core/contracts/speech';
import { householdMeasure, unitKey, type Portion } from '../../../core/domain/household-measure';
import type { Locale } from '../../../core/i18n/locales';
import type { DB } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { MAX_SYNTHESIS_CHARS } from '../speech/text-to-speech';

export interface NarrationSource {
  type: NarrationType;
  id: number;
  language: Locale;
  area: NarrationArea;
}

/** The parts of one item a narration can read (DECISIONS TTS-16); null where the item has nothing for it. */
interface NarrationParts {
  title: string;
  description: string | null;
  instructions: string | null;
}

type PartsReader = (db: Kysely<DB>, id: number, locale: Locale) => Promise<NarrationParts | null>;

/**
 * The text a narration reads (issue 23 A5), built from our data in the asked language — never from HTML:
 * Markdown bodies become plain sentences, amounts are spelled with their units in words. `full` reads the title,
 * the description and the instructions (or body) in that order. Capped at MAX_SYNTHESIS_CHARS at a sentence end.
 * null: no such item, or nothing to read in that area.
 */
export async function narrationText(db: Kysely<DB>, source: NarrationSource): Promise<string | null> {
  const parts = await READERS[source.type](db, source.id, source.language);
  if (!parts) return null;
  const chosen =
    source.area === 'full' ? [parts.title, parts.description, parts.instructions] : [parts[source.area]];
  const text = chosen
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join('\n\n');
  return text ? capAtSentence(text, MAX_SYNTHESIS_CHARS) : null;
}

// ---- wording -------------------------------------------------------------------------------------------

const t = (locale: Locale) => translatorFor(locale);

/**
 * A number as the synthesiser should read it: digits (espeak-ng says them as words in each language), the
 * language's decimal separator ("1,5" in pl and de) and no grouping ("1000", not "1,000").
 */
export function spokenNumber(value: number, locale: Locale, maxFractionDigits = 2): string {
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: maxFractionDigits,
    useGrouping: false,
  }).format(value);
}

/**
 * An amount with its unit in words, in the plural form the language needs for that number ("1 gram",
 * "2 gramy", "5 gramów", "1,5 grama"). The form is chosen for the number as it is read (rounded), by i18next's
 * plural resolution, which is Intl.PluralRules. An unknown unit is read as the data writes it.
 */
export function amountWords(amount: number, unit: string, locale: Locale, maxFractionDigits = 2): string {
  const spoken = spokenNumber(amount, locale, maxFractionDigits);
  const count = Number(spoken.replace(',', '.'));
  const word = t(locale)(`narrationText:units.${unitKey(unit)}`, { count, defaultValue: unit });
  return `${spoken} ${word}`;
}

/** Grams: whole grams from 10 up, one decimal below (a pinch of salt is 0.5 g, not 0 g). */
const gramsWords = (grams: number, locale: Locale) => amountWords(grams, 'gram', locale, grams >= 10 ? 0 : 1);

/** A text as a sentence: trimmed, ending with a full stop unless it already ends a sentence. */
function sentence(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!trimmed) return '';
  return /[.!?…:;]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Numbered steps: "Step 1. …" */
function steps(list: readonly string[], locale: Locale): string | null {
  const read = list.map((step) => plainText(step)).filter(Boolean);
  if (read.length === 0) return null;
  return read
    .map((step, i) =>
      t(locale)('narrationText:step', {
        number: i + 1,
        text: sentence(step),
        interpolation: { escapeValue: false },
      }),
    )
    .join('\n');
}

function parseList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

// ---- Markdown to plain sentences -------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", nbsp: ' ', lt: ' ', gt: ' ' };

/** Inline text without marks: tags dropped, a few entities decoded, links read by their text. */
function cleanInline(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = Number(name.slice(1));
        return code === 60 || code === 62 ? ' ' : String.fromCodePoint(code);
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[<>*#`]|~~|__/g, ' ');
}

function inlineText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'html':
        case 'image':
          return ' ';
        case 'br':
          return ' ';
        default:
          if ('tokens' in token && Array.isArray(token.tokens)) return inlineText(token.tokens);
          return 'text' in token && typeof token.text === 'string' ? cleanInline(token.text) : '';
      }
    })
    .join('');
}

function blockSentences(tokens: readonly Token[], out: string[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'hr':
      case 'code':
        break;
      case 'list':
        for (const item of (token as Tokens.List).items) blockSentences(item.tokens, out);
        break;
      case 'blockquote':
        blockSentences((token as Tokens.Blockquote).tokens, out);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        out.push(sentence(table.header.map((cell) => inlineText(cell.tokens)).join(', ')));
        for (const row of table.rows)
          out.push(sentence(row.map((cell) => inlineText(cell.tokens)).join(', ')));
        break;
      }
      case 'html':
        out.push(sentence(cleanInline((token as Tokens.HTML).text)));
        break;
      default:
        if ('tokens' in token && Array.isArray(token.tokens)) out.push(sentence(inlineText(token.tokens)));
        else if ('text' in token && typeof token.text === 'string')
          out.push(sentence(cleanInline(token.text)));
    }
  }
}

/**
 * Markdown (or plain text, or text with stray HTML) as plain sentences for a synthesiser: headings and list
 * items become sentences, emphasis and link marks go, tags and code blocks are dropped.
 */
export function plainText(markdown: string): string {
  const out: string[] = [];
  blockSentences(new Lexer({ gfm: true }).lex(markdown), out);
  return out.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** The text cut to at most `max` characters at the last sentence end that fits (else the last space). */
export function capAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  let cut = -1;
  for (const match of head.matchAll(/[.!?…](?=\s|$)/g)) cut = match.index + 1;
  if (cut <= 0) cut = head.lastIndexOf(' ');
  return (cut > 0 ? head.slice(0, cut) : head).trim();
}

// ---- the types ---------------------------------------------------------------------------------------------

const recipe: PartsReader = async (db, id, locale) => {
  const row = await db
    .selectFrom('recipes')
    .select([`name_${locale}`, `description_${locale}`, `instructions_${locale}`])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const ingredients = await db
    .selectFrom('recipe_ingredients')
    .innerJoin('foods', 'foods.id', 'recipe_ingredients.food_id')
    .select([
      'recipe_ingredients.food_id',
      'recipe_ingredients.grams',
      'recipe_ingredients.measure_amount',
      'recipe_ingredients.measure_unit',
      `foods.name_${locale} as name`,
    ])
    .where('recipe_ingredients.recipe_id', '=', id)
    .orderBy('recipe_ingredients.position')
    .execute();
  const portions = new Map<number, Portion[]>();
  const foodIds = [...new Set(ingredients.map((i) => i.food_id))];
  if (foodIds.length > 0) {
    const rows = await db
      .selectFrom('food_portions')
      .select(['food_id', 'amount', 'unit', 'grams'])
      .where('food_id', 'in', foodIds)
      .orderBy('food_id')
      .orderBy('seq')
      .execute();
    for (const p of rows) portions.set(p.food_id, [...(portions.get(p.food_id) ?? []), p]);
  }
  const tr = t(locale);
  const plain = { interpolation: { escapeValue: false } };
  const phrases = ingredients.map((i) => {
    const measure = householdMeasure(
      i.grams,
      i.measure_amount !== null && i.measure_unit ? { amount: i.measure_amount, unit: i.measure_unit } : null,
      portions.get(i.food_id) ?? [],
    );
    const grams = gramsWords(i.grams, locale);
    const name = String(i.name);
    return measure
      ? tr('narrationText:ingredientWithMeasure', {
          grams,
          name,
          measure: amountWords(measure.amount, measure.unit, locale),
          ...plain,
        })
      : tr('narrationText:ingredient', { grams, name, ...plain });
  });
  const ingredientText = phrases.length
    ? sentence(tr('narrationText:ingredients', { list: phrases.join('; '), ...plain }))
    : null;
  const stepText = steps(parseList(row[`instructions_${locale}`]), locale);
  const instructions = [ingredientText, stepText].filter(Boolean).join('\n');
  return {
    title: sentence(row[`name_${locale}`]),
    description: plainText(row[`description_${locale}`]) || null,
    instructions: instructions || null,
  };
};

const food: PartsReader = async (db, id, locale) => {
  const row = await db
    .selectFrom('foods')
    .select([`name_${locale}`, 'energy_kcal', 'protein_g', 'fat_g', 'carbohydrate_g'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const tr = t(locale);
  const plain = { interpolation: { escapeValue: false } };
  const values = [
    row.energy_kcal === null ? null : amountWords(Math.round(row.energy_kcal), 'kcal', locale, 0),
    ...(
      [
        ['protein', row.protein_g],
        ['fat', row.fat_g],
        ['carbohydrates', row.carbohydrate_g],
      ] as const
    ).map(([key, grams]) =>
      grams === null
        ? null
        : tr(`narrationText:food.${key}`, { grams: amountWords(grams, 'gram', locale, 1), ...plain }),
    ),
  ].filter((value): value is string => value !== null);
  return {
    title: sentence(row[`name_${locale}`]),
    description: values.length
      ? sentence(tr('narrationText:food.per100g', { values: values.join(', '), ...plain }))
      : null,
    instructions: null,
  };
};

const exercise: PartsReader = async (db, id, locale) => {
  const row = await db
    .selectFrom('exercises')
    .select([`name_${locale}`, `instructions_${locale}`])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: sentence(row[`name_${locale}`]),
    description: null,
    instructions: steps(parseList(row[`instructions_${locale}`]), locale),
  };
};

const article: PartsReader = async (db, id, locale) => {
  const row = await db
    .selectFrom('articles')
    .select([`name_${locale}`, `description_${locale}`, `body_${locale}`])
    .where('id', '=', id)
    // A draft is not public yet (issue 24): nobody hears it read aloud.
    .where('draft', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: sentence(plainText(row[`name_${locale}`])),
    description: plainText(row[`description_${locale}`]) || null,
    instructions: plainText(row[`body_${locale}`]) || null,
  };
};

const ebook: PartsReader = async (db, id, locale) => {
  const row = await db
    .selectFrom('ebooks')
    .select([`name_${locale}`, `description_${locale}`])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    title: sentence(plainText(row[`name_${locale}`])),
    description: plainText(row[`description_${locale}`]) || null,
    instructions: null,
  };
};

type StoredDay = { meals?: Array<{ recipeId: number }> };

const dietTemplate: PartsReader = async (db, id, locale) => {
  const row = await db
    .selectFrom('diet_templates')
    .select([`name_${locale}`, `description_${locale}`, 'plan'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  let days: StoredDay[] = [];
  try {
    const parsed: unknown = JSON.parse(row.plan);
    if (Array.isArray(parsed)) days = parsed as StoredDay[];
  } catch {
    days = [];
  }
  const recipeIds = [...new Set(days.flatMap((day) => (day.meals ?? []).map((meal) => meal.recipeId)))];
  const names = new Map<number, string>();
  if (recipeIds.length > 0) {
    const rows = await db
      .selectFrom('recipes')
      .select(['id', `name_${locale} as name`])
      .where('id', 'in', recipeIds)
      .execute();
    for (const recipeRow of rows) names.set(recipeRow.id, String(recipeRow.name));
  }
  const tr = t(locale);
  const dayTexts = days
    .map((day, i) => {
      const meals = (day.meals ?? [])
        .map((meal) => names.get(meal.recipeId))
        .filter((name): name is string => Boolean(name));
      return meals.length
        ? sentence(
            tr('narrationText:day', {
              number: i + 1,
              meals: meals.join('; '),
              interpolation: { escapeValue: false },
            }),
          )
        : '';
    })
    .filter(Boolean);
  return {
    title: sentence(plainText(row[`name_${locale}`])),
    description: plainText(row[`description_${locale}`]) || null,
    instructions: dayTexts.length ? dayTexts.join('\n') : null,
  };
};

const READERS: Record<NarrationType, PartsReader> = {
  recipe,
  food,
  exercise,
  article,
  ebook,
  'diet-template': dietTemplate,
};
