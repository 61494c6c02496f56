import { seededRandom } from '../../../core/domain/plan/random';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const hashOf = (key: string, salt: number) =>
  [...key].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, salt);

/** Calm background colours with white text of at least 4.5:1 contrast. */
const PALETTE = ['#14532d', '#1e3a8a', '#7c2d12', '#581c87', '#134e4a', '#831843', '#3f3f46', '#713f12'];

/** The first letters of up to two words ("Anna Kowalska" → "AK", "Kuźnia Formy" → "KF"). */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/** A person's avatar (256 × 256): initials on a colour chosen by the key, with a soft ring. */
export function avatarSvg(key: string, name: string): string {
  const colour = PALETTE[hashOf(key, 5) % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<rect width="256" height="256" fill="${colour}"/>
<circle cx="128" cy="128" r="104" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="8"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>
`;
}

/** A profile's or club's cover (1200 × 400): soft overlapping circles in the key's colour. */
export function coverSvg(key: string): string {
  const colour = PALETTE[hashOf(key, 9) % PALETTE.length]!;
  const random = seededRandom(hashOf(key, 23));
  const circles = Array.from({ length: 9 }, () => {
    const r = 40 + random() * 200;
    return `<circle cx="${(random() * 1200).toFixed(0)}" cy="${(random() * 400).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.05 + random() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" aria-hidden="true">
<rect width="1200" height="400" fill="${colour}"/>${circles}
</svg>
`;
}

/** A club's logo (256 × 256): its initials in a rounded square, the type's shape behind them. */
export function logoSvg(key: string, name: string): string {
  const colour = PALETTE[hashOf(key, 3) % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(name)}">
<rect width="256" height="256" rx="48" fill="${colour}"/>
<rect x="28" y="120" width="200" height="16" rx="8" fill="#ffffff" opacity="0.2"/>
<rect x="20" y="96" width="24" height="64" rx="6" fill="#ffffff" opacity="0.2"/>
<rect x="212" y="96" width="24" height="64" rx="6" fill="#ffffff" opacity="0.2"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="92" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>
`;
}
