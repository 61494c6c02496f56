import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '../../../core/contracts/home';
import { appConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/use-locale';
import { StarRating } from './star-rating';
import { testimonialsOptions } from './testimonials-api';

/** How many testimonials a host shows unless it says otherwise. */
export const TESTIMONIALS_DEFAULT_LIMIT = 3;

const GRID = 'grid gap-6 md:grid-cols-3';
/** Cards and their skeletons share one height, so nothing below moves when the answer arrives. */
const CARD = 'flex min-h-72 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className={CARD} data-testid="testimonial">
      <figure className="flex flex-1 flex-col gap-4">
        <StarRating rating={testimonial.rating} />
        <blockquote className="flex-1 text-slate-800">
          <p>{testimonial.text}</p>
        </blockquote>
        <figcaption className="flex items-center gap-3">
          <span
            aria-hidden="true"
            data-testid="testimonial-initials"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
          >
            {testimonial.initials}
          </span>
          <span className="font-semibold text-slate-900">{testimonial.name}</span>
        </figcaption>
      </figure>
    </li>
  );
}

function SkeletonCard() {
  return (
    <li
      aria-hidden="true"
      data-testid="testimonial-skeleton"
      className={`${CARD} animate-pulse motion-reduce:animate-none`}
    >
      <span className="h-4 w-28 rounded bg-slate-200" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-3 w-full rounded bg-slate-100" />
        <span className="h-3 w-full rounded bg-slate-100" />
        <span className="h-3 w-3/4 rounded bg-slate-100" />
      </span>
      <span className="flex items-center gap-3">
        <span className="h-10 w-10 rounded-full bg-slate-200" />
        <span className="h-4 w-32 rounded bg-slate-200" />
      </span>
    </li>
  );
}

/**
 * The testimonials block (B §2, HOME-54): cards with the member's initials, name, 1–5 stars and words, the
 * heaviest first (the server's order), at most `limit` of them. While they load, skeletons of the same height;
 * on a failure, without the public key or without any testimonial the whole section stays out of the page.
 * The home page and the promotion page share it; `headingId` keeps each page's ids unique.
 */
export function TestimonialList({
  limit = TESTIMONIALS_DEFAULT_LIMIT,
  headingId,
  heading,
  className,
  enabled = true,
}: {
  limit?: number;
  /** False until the host wants the data fetched (a block below the fold). */
  enabled?: boolean;
  headingId: string;
  /** The section's heading; "What our members say" unless the host has its own. */
  heading?: string;
  className?: string;
}) {
  const { t } = useTranslation('testimonials');
  const locale = useLocale();
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const testimonials = useQuery({ ...testimonialsOptions(locale), enabled: hasKey && enabled });
  const count = Math.max(1, Math.floor(limit));
  if (!hasKey || testimonials.isError) return null;
  const shown = testimonials.data?.testimonials.slice(0, count);
  if (shown?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-testid="testimonials">
      <h2 id={headingId} className="mb-6 text-2xl font-bold text-slate-900">
        {heading ?? t('heading')}
      </h2>
      {shown ? (
        <ul className={GRID} data-testid="testimonial-list">
          {shown.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
          ))}
        </ul>
      ) : (
        <>
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <ul className={GRID} data-testid="testimonials-loading">
            {Array.from({ length: count }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
