import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ESTIMATED_WEIGHTS_G } from '../../../core/contracts/food-recognition';
import { LOCALES, type Locale } from '../../../core/i18n/locales';

const Localized = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])) as Record<Locale, z.ZodString>,
);

const MappingFile = z
  .object({
    categories: z.record(z.string(), Localized),
    groupCategories: z.record(z.string(), z.string()),
    classes: z.record(
      z.string().regex(/^\d{1,3}$/),
      z.object({
        label: z.string().min(1),
        ndbNo: z.string().regex(/^\d{5}$/),
        category: z.string(),
        weightKind: z.enum(Object.keys(ESTIMATED_WEIGHTS_G) as [keyof typeof ESTIMATED_WEIGHTS_G]).nullable(),
        food: z.boolean().optional(),
        note: z.string().optional(),
      }),
    ),
  })
  .superRefine((file, ctx) => {
    const known = new Set(Object.keys(file.categories));
    if (!known.has(OTHER_CATEGORY))
      ctx.addIssue({ code: 'custom', message: `no "${OTHER_CATEGORY}" category` });
    for (const [where, category] of [
      ...Object.entries(file.groupCategories),
      ...Object.entries(file.classes).map(([index, c]) => [index, c.category] as const),
    ])
      if (!known.has(category))
        ctx.addIssue({ code: 'custom', message: `${where}: unknown category "${category}"` });
  });

/** Where foods fall that no category names (and the category of a label nothing matched). */
export const OTHER_CATEGORY = 'other';

export const MAPPING_FILE = 'food-recognition/imagenet-foods.json';

/** One recognisable class: the food of our table it means, how its weight is estimated, its category. */
export interface MappedClass {
  label: string;
  ndbNo: string;
  category: string;
  weightKind: keyof typeof ESTIMATED_WEIGHTS_G | null;
  /** False for a class the model files with food that people do not eat (hay). */
  food: boolean;
}

/** A model label as compared: lower case, underscores and runs of spaces as one space. */
export function normalizeLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

/**
 * The mapping of content/food-recognition/imagenet-foods.json: the embedded model's food classes by label, the
 * categories with their names, and the category of each SR28 food group.
 */
export function loadFoodMapping(contentDir: string) {
  const file = MappingFile.parse(JSON.parse(readFileSync(join(contentDir, MAPPING_FILE), 'utf8')));
  const byLabel = new Map<string, MappedClass>(
    Object.values(file.classes).map((c) => [
      normalizeLabel(c.label),
      {
        label: c.label,
        ndbNo: c.ndbNo,
        category: c.category,
        weightKind: c.weightKind,
        food: c.food ?? true,
      },
    ]),
  );
  return {
    /**
     * The class a label stands for: the label itself, or one of its comma-separated synonyms (a remote
     * ImageNet model answers "hotdog, hot dog, red hot").
     */
    classOf(label: string): MappedClass | undefined {
      const whole = byLabel.get(normalizeLabel(label));
      if (whole) return whole;
      for (const part of label.split(',')) {
        const found = byLabel.get(normalizeLabel(part));
        if (found) return found;
      }
      return undefined;
    },
    categoryOfGroup(group: string | null): string {
      return (group && file.groupCategories[group]) || OTHER_CATEGORY;
    },
    /** The groups a category holds ('other': every food). */
    groupsOf(category: string): string[] | 'all' {
      if (category === OTHER_CATEGORY) return 'all';
      return Object.entries(file.groupCategories)
        .filter(([, c]) => c === category)
        .map(([group]) => group);
    },
    categoryName(category: string, locale: Locale): string {
      return (file.categories[category] ?? file.categories[OTHER_CATEGORY])![locale];
    },
    categories: () => Object.keys(file.categories),
  };
}
export type FoodMapping = ReturnType<typeof loadFoodMapping>;
