import { z } from 'zod';

/** What the AI search can look for: the catalogues whose lists take its filters. */
export const AI_KINDS = ['recipe', 'food', 'exercise', 'diet-template', 'article'] as const;
export type AiKind = (typeof AI_KINDS)[number];

/** The longest question sent to the model: a long text only gives an injected instruction more room. */
export const MAX_AI_QUESTION = 300;
const MAX_ANSWER = 400;

const Kcal = z.number().finite().min(0).max(20_000).nullish();

/**
 * The only thing the model's reply may be: filters for one catalogue and a short answer. Anything else —
 * prose, other keys' types, a command — fails this parse and the search answers `failed`; nothing of the
 * reply is executed, and the answer is plain text the page renders as text.
 */
export const ModelFilters = z.object({
  kind: z.enum(AI_KINDS),
  text: z.string().max(200).nullish(),
  kcalMin: Kcal,
  kcalMax: Kcal,
  dietType: z.string().max(40).nullish(),
  excludeAllergens: z.array(z.string().max(40)).max(20).nullish(),
  tags: z.array(z.string().max(40)).max(20).nullish(),
  answer: z.string().max(2000),
});
export type ModelFilters = z.infer<typeof ModelFilters>;

/** The values our catalogues know: the model's values are checked against them. */
export interface AiVocabulary {
  dietTypes: readonly string[];
  allergens: readonly string[];
  recipeTags: readonly string[];
}

/** Filters checked against our vocabularies: what the catalogues are asked. */
export interface AiFilters {
  kind: AiKind;
  text: string;
  kcalMin: number | null;
  kcalMax: number | null;
  dietType: string | null;
  excludeAllergens: string[];
  tags: string[];
  answer: string;
}

const code = (value: string) => value.trim().toLowerCase();

/**
 * The model's filters against our vocabularies; null when they cannot be trusted. An allergen or diet type we
 * do not know fails the whole search rather than being dropped: dropping "no nuts" would call nut dishes
 * safe. Unknown tags are only preferences and are dropped. A reversed kcal range is put the right way round.
 */
export function checkedFilters(reply: ModelFilters, vocabulary: AiVocabulary): AiFilters | null {
  const allergens = [...new Set((reply.excludeAllergens ?? []).map(code))];
  if (allergens.some((allergen) => !vocabulary.allergens.includes(allergen))) return null;
  const dietType = reply.dietType ? code(reply.dietType) : null;
  if (dietType !== null && dietType !== 'any' && !vocabulary.dietTypes.includes(dietType)) return null;
  const tags = [...new Set((reply.tags ?? []).map(code))].filter((tag) =>
    vocabulary.recipeTags.includes(tag),
  );
  let kcalMin = reply.kcalMin ?? null;
  let kcalMax = reply.kcalMax ?? null;
  if (kcalMin !== null && kcalMax !== null && kcalMin > kcalMax) [kcalMin, kcalMax] = [kcalMax, kcalMin];
  const answer = plainText(reply.answer).slice(0, MAX_ANSWER);
  return {
    kind: reply.kind,
    text: plainText(reply.text ?? '').slice(0, 100),
    kcalMin,
    kcalMax,
    dietType: dietType === 'any' ? null : dietType,
    excludeAllergens: allergens,
    tags,
    answer,
  };
}

/** One line of text: control characters and markup brackets out (the page shows it as text anyway). */
function plainText(text: string): string {
  return text
    .replace(/[\p{Cc}<>]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
