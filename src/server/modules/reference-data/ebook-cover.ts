import { seededRandom } from '../../../core/domain/plan/random';

/** Each category's colours: background, accent. */
const CATEGORY_COLOURS: Record<string, [string, string]> = {
  'nutrition-basics': ['#14532d', '#86efac'],
  'weight-management': ['#1e3a8a', '#93c5fd'],
  'sports-nutrition': ['#7c2d12', '#fdba74'],
  'plant-based': ['#365314', '#bef264'],
  cooking: ['#713f12', '#fde68a'],
  'life-stages': ['#581c87', '#d8b4fe'],
};
const FALLBACK: [string, string] = ['#334155', '#cbd5e1'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Words into lines of at most `width` characters (a long word stays whole). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * An e-book's cover as SVG (600 × 800): its category's colours, a pattern of soft circles that is the same
 * for the book on every import, the title (the part before a colon large, the rest as a subtitle), the
 * writer and the brand. Text is escaped; nothing from the content becomes markup.
 */
export function ebookCoverSvg(book: {
  key: string;
  category: string;
  title: string;
  writer: string;
}): string {
  const [background, accent] = CATEGORY_COLOURS[book.category] ?? FALLBACK;
  const random = seededRandom(
    [...book.key].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 7),
  );
  const circles = Array.from({ length: 7 }, () => {
    const r = 40 + random() * 140;
    return `<circle cx="${(random() * 600).toFixed(0)}" cy="${(430 + random() * 370).toFixed(0)}" r="${r.toFixed(0)}" fill="${accent}" opacity="${(0.12 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const [main, ...rest] = book.title.split(/:\s*/);
  const titleLines = wrapWords(main ?? book.title, 18).slice(0, 4);
  const subtitleLines = wrapWords(rest.join(': '), 34).slice(0, 3);
  const title = titleLines
    .map(
      (line, i) =>
        `<text x="48" y="${150 + i * 56}" font-size="48" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const subtitleTop = 150 + titleLines.length * 56 + 10;
  const subtitle = subtitleLines
    .map(
      (line, i) =>
        `<text x="48" y="${subtitleTop + i * 32}" font-size="24" opacity="0.9">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(book.title)}">
<rect width="600" height="800" fill="${background}"/>${circles}
<rect x="48" y="64" width="72" height="6" rx="3" fill="${accent}"/>
<g fill="#ffffff" font-family="DejaVu Sans, Verdana, Arial, sans-serif">${title}${subtitle}
<text x="48" y="712" font-size="24" font-weight="700">${escapeXml(book.writer)}</text>
<text x="48" y="752" font-size="20" fill="${accent}" font-weight="700">Nutrio</text></g>
</svg>
`;
}

const ARTICLE_COLOURS: Record<string, [string, string]> = {
  'nutrition-basics': ['#14532d', '#86efac'],
  calculators: ['#1e3a8a', '#93c5fd'],
  fitness: ['#7c2d12', '#fdba74'],
  kitchen: ['#713f12', '#fde68a'],
  research: ['#581c87', '#d8b4fe'],
};

/** An article's picture (1200 × 630, the link-preview size): its category's colours, circles and title. */
export function articleCoverSvg(article: { key: string; category: string; title: string }): string {
  const [background, accent] = ARTICLE_COLOURS[article.category] ?? FALLBACK;
  const random = seededRandom(
    [...article.key].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 11),
  );
  const circles = Array.from({ length: 6 }, () => {
    const r = 60 + random() * 180;
    return `<circle cx="${(700 + random() * 500).toFixed(0)}" cy="${(random() * 630).toFixed(0)}" r="${r.toFixed(0)}" fill="${accent}" opacity="${(0.15 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const lines = wrapWords(article.title, 26).slice(0, 4);
  const title = lines
    .map(
      (line, i) =>
        `<text x="72" y="${250 + i * 68 - (lines.length - 1) * 34}" font-size="56" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(article.title)}">
<rect width="1200" height="630" fill="${background}"/>${circles}
<rect x="72" y="84" width="96" height="8" rx="4" fill="${accent}"/>
<g fill="#ffffff" font-family="DejaVu Sans, Verdana, Arial, sans-serif">${title}
<text x="72" y="560" font-size="30" font-weight="700" fill="${accent}">Nutrio</text></g>
</svg>
`;
}

/** A diet template's goal colours: lose, maintain, gain. */
const GOAL_COLOURS: Record<string, [string, string]> = {
  lose: ['#1e3a8a', '#93c5fd'],
  maintain: ['#14532d', '#86efac'],
  gain: ['#7c2d12', '#fdba74'],
};

/**
 * A diet template's picture (1200 × 630), the same in every language: its goal's colours, the daily kcal
 * large, the meals of a day as plates and its days as a calendar of squares (7, 14 or 28).
 */
export function dietTemplateCoverSvg(template: {
  key: string;
  goal: string;
  kcal: number;
  days: number;
  mealsPerDay: number;
}): string {
  const [background, accent] = GOAL_COLOURS[template.goal] ?? FALLBACK;
  const random = seededRandom(
    [...template.key].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 13),
  );
  const circles = Array.from({ length: 5 }, () => {
    const r = 50 + random() * 150;
    return `<circle cx="${(random() * 1200).toFixed(0)}" cy="${(random() * 630).toFixed(0)}" r="${r.toFixed(0)}" fill="${accent}" opacity="${(0.08 + random() * 0.14).toFixed(2)}"/>`;
  }).join('');
  const plates = Array.from(
    { length: template.mealsPerDay },
    (_, i) =>
      `<circle cx="${96 + i * 76}" cy="380" r="28" fill="none" stroke="${accent}" stroke-width="6"/><circle cx="${96 + i * 76}" cy="380" r="12" fill="${accent}"/>`,
  ).join('');
  const cell = 44;
  const calendar = Array.from({ length: template.days }, (_, i) => {
    const x = 760 + (i % 7) * (cell + 8);
    const y = 120 + Math.floor(i / 7) * (cell + 8);
    return `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" rx="8" fill="${accent}" opacity="${i % 7 >= 5 ? 0.55 : 0.9}"/>`;
  }).join('');
  const kcal = String(template.kcal).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${kcal} kcal, ${template.days} × ${template.mealsPerDay}">
<rect width="1200" height="630" fill="${background}"/>${circles}
<rect x="72" y="84" width="96" height="8" rx="4" fill="${accent}"/>${plates}${calendar}
<g fill="#ffffff" font-family="DejaVu Sans, Verdana, Arial, sans-serif">
<text x="72" y="270" font-size="120" font-weight="700">${kcal}</text>
<text x="76" y="320" font-size="40" fill="${accent}" font-weight="700">kcal</text>
<text x="72" y="560" font-size="30" font-weight="700" fill="${accent}">Nutrio</text></g>
</svg>
`;
}
