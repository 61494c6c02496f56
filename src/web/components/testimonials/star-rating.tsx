import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

/** HOME-54: 1–5 filled stars out of five; screen readers hear "4 out of 5 stars" instead of five pictures. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation('testimonials');
  return (
    <p className="flex items-center gap-0.5" data-testid="testimonial-rating" data-rating={rating}>
      <span className="sr-only">{t('rating', { rating })}</span>
      {STARS.map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          width={18}
          height={18}
          className={star <= rating ? 'text-amber-500' : 'text-slate-300'}
          fill="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}
