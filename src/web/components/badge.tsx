import type { ReactNode } from 'react';

const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-50 text-brand-900',
  warn: 'bg-amber-100 text-amber-900',
  info: 'bg-sky-50 text-sky-900',
} as const;

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: keyof typeof TONES }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** Up to `max` badges, then '+N more'. */
export function BadgeList({
  items,
  max,
  tone,
  more,
}: {
  items: string[];
  max: number;
  tone?: keyof typeof TONES;
  more: (count: number) => string;
}) {
  if (items.length === 0) return null;
  const shown = items.slice(0, max);
  return (
    <ul className="flex flex-wrap gap-1">
      {shown.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
      {items.length > max && (
        <li>
          <Badge tone="neutral">{more(items.length - max)}</Badge>
        </li>
      )}
    </ul>
  );
}
