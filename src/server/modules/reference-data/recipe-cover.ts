import { seededRandom } from '../../../core/domain/plan/random';

/**
 * A recipe's generated cover until real photos are uploaded: a plate seen from above, its food drawn as
 * sectors whose sizes follow the ingredients' weights and whose colours follow their food groups, each
 * sector filled with "pieces" of that food, on a cloth whose colour says the time of day. Deterministic for
 * the recipe, so every recipe looks different and stays the same across imports.
 */
export interface CoverIngredient {
  grams: number;
  group: string;
  /** SR28's description: a few well-known foods get their own colour (a potato is not green). */
  description?: string;
}

/** Foods whose colour differs from their group's (first match wins). */
const FOOD_COLOURS: Array<[RegExp, [string, string]]> = [
  [/\bpotato/i, ['#d8b26a', '#f0d9a4']],
  [
    /\b(tomato|red pepper|peppers, sweet, red|radish|strawberr|raspberr|cherr|pomegranate)/i,
    ['#d23c2f', '#f07b6e'],
  ],
  [/\b(beet|red cabbage|cabbage, red|plum)/i, ['#8f1d4a', '#c4577f']],
  [/\b(blueberr|blackberr|eggplant|grape)/i, ['#4b3b8f', '#8476c4']],
  [/\b(carrot|pumpkin|squash|sweet potato|apricot|peach|mango|orange)/i, ['#ea7c23', '#f7b36b']],
  [
    /\b(onion|garlic|cauliflower|leek|celeriac|parsnip|mushroom|coconut|rice|tofu|cheese, cottage|yogurt|milk|cream)/i,
    ['#e9dfc7', '#faf5e8'],
  ],
  [/\b(banana|lemon|corn|egg|cheese|butter|pineapple)/i, ['#efc94c', '#f8e49a']],
  [
    /\b(apple|pear|kiwi|avocado|cucumber|zucchini|peas|beans, snap|lettuce|spinach|kale|broccoli|cabbage|dill|parsley|basil)/i,
    ['#5aa63f', '#9fd27f'],
  ],
  [/\b(chocolate|cocoa|coffee)/i, ['#5b3a29', '#8c6651']],
  [/\b(salmon|trout)/i, ['#ef8a62', '#f9c0a5']],
];

const GROUP_COLOURS: Record<string, [string, string]> = {
  'Vegetables and Vegetable Products': ['#4d9b3a', '#8cc96b'],
  'Fruits and Fruit Juices': ['#e8742a', '#f6b26b'],
  'Cereal Grains and Pasta': ['#d9b25f', '#f1dca0'],
  'Breakfast Cereals': ['#c99a4a', '#ecd29a'],
  'Baked Products': ['#b97a36', '#e3b07a'],
  'Legumes and Legume Products': ['#9a6b3c', '#c99d6d'],
  'Dairy and Egg Products': ['#f3e3b5', '#fffaf0'],
  'Fats and Oils': ['#e8c547', '#f7e39a'],
  'Nut and Seed Products': ['#8a5a32', '#b98a5c'],
  'Spices and Herbs': ['#2f7d32', '#6fb36f'],
  'Beef Products': ['#8e2b23', '#c0574b'],
  'Pork Products': ['#d9826f', '#f0b3a3'],
  'Lamb, Veal, and Game Products': ['#7a2e2a', '#b0605a'],
  'Poultry Products': ['#e0b07a', '#f4d6ae'],
  'Sausages and Luncheon Meats': ['#b5483d', '#d98076'],
  'Finfish and Shellfish Products': ['#e98a6d', '#f7c3b1'],
  Sweets: ['#c2477a', '#ea98ba'],
  Beverages: ['#6fb7d9', '#b5def0'],
  'Soups, Sauces, and Gravies': ['#c4552b', '#e59a78'],
};
const DEFAULT_COLOURS: [string, string] = ['#9ca3af', '#d1d5db'];

const CLOTH: Record<string, string> = {
  breakfast: '#fdf1d6',
  lunch: '#e3f1e0',
  dinner: '#e2ebf5',
  snack: '#f6e8f5',
  dessert: '#fbe4e4',
};

const CENTRE = { x: 200, y: 150 };
const FOOD_RADIUS = 84;

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function point(angle: number, radius: number): string {
  return `${round(CENTRE.x + Math.cos(angle) * radius)} ${round(CENTRE.y + Math.sin(angle) * radius)}`;
}

function sector(start: number, end: number, radius: number): string {
  const large = end - start > Math.PI ? 1 : 0;
  return `M${CENTRE.x} ${CENTRE.y}L${point(start, radius)}A${radius} ${radius} 0 ${large} 1 ${point(end, radius)}Z`;
}

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function recipeCoverSvg(
  recipeId: string,
  occasion: string,
  ingredients: readonly CoverIngredient[],
): string {
  const random = seededRandom(hashOf(recipeId));
  // The six heaviest ingredients get their own sector; the rest share one (herbs and spices stay visible as garnish).
  const sorted = [...ingredients].filter((i) => i.grams > 0).sort((a, b) => b.grams - a.grams);
  const main = sorted.slice(0, 6);
  const rest = sorted.slice(6).reduce((sum, i) => sum + i.grams, 0);
  const parts: CoverIngredient[] =
    rest > 0 ? [...main, { grams: rest, group: main.at(-1)?.group ?? '' }] : main;
  const total = parts.reduce((sum, i) => sum + i.grams, 0) || 1;
  // Every part gets a minimum slice so small ingredients stay visible; the rest of the circle follows weight.
  const MIN_SPAN = 0.22;
  const spare = Math.PI * 2 - MIN_SPAN * parts.length;
  const garnish = sorted.filter((i) => i.group === 'Spices and Herbs').length;

  const shapes: string[] = [];
  let angle = -Math.PI / 2 + random() * Math.PI * 2;
  for (const part of parts) {
    // A small ingredient still gets a visible slice.
    const span = MIN_SPAN + (part.grams / total) * spare;
    const [dark, light] =
      FOOD_COLOURS.find(([pattern]) => part.description && pattern.test(part.description))?.[1] ??
      GROUP_COLOURS[part.group] ??
      DEFAULT_COLOURS;
    shapes.push(`<path d="${sector(angle + 0.02, angle + span - 0.02, FOOD_RADIUS)}" fill="${dark}"/>`);
    const pieces = Math.max(2, Math.round(span * 9));
    for (let i = 0; i < pieces; i++) {
      const a = angle + 0.08 + random() * Math.max(0.01, span - 0.16);
      const [x, y] = point(a, 18 + random() * (FOOD_RADIUS - 30)).split(' ');
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${round(4 + random() * 7)}" fill="${light}" opacity="0.85"/>`,
      );
    }
    angle += span;
  }
  for (let i = 0; i < garnish * 4; i++) {
    const a = random() * Math.PI * 2;
    const r = random() * (FOOD_RADIUS - 10);
    const [x, y] = point(a, r).split(' ');
    shapes.push(
      `<ellipse cx="${x}" cy="${y}" rx="3.2" ry="1.6" transform="rotate(${Math.round(random() * 180)} ${x} ${y})" fill="#3f8f3a"/>`,
    );
  }

  const cloth = CLOTH[occasion] ?? '#eef2f0';
  const stripes = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${i * 48 - 10}" y="0" width="20" height="300" fill="#ffffff" opacity="0.35"/>`,
  ).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">',
    `<rect width="400" height="300" fill="${cloth}"/>`,
    `<g transform="rotate(${Math.round(random() * 40 - 20)} 200 150)">${stripes}</g>`,
    '<ellipse cx="206" cy="160" rx="128" ry="124" fill="#000000" opacity="0.08"/>',
    '<circle cx="200" cy="150" r="124" fill="#ffffff"/>',
    '<circle cx="200" cy="150" r="102" fill="#f6f7f8" stroke="#e5e7eb" stroke-width="2"/>',
    ...shapes,
    '</svg>',
  ].join('');
}
