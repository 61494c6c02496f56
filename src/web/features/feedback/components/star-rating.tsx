export const RATING_MAX = 5;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={32}
      height={32}
      aria-hidden
      className={filled ? 'fill-amber-500 stroke-amber-700' : 'fill-white stroke-slate-500'}
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

/**
 * A 1–5 star rating as a group of native radio buttons: arrow keys move and choose, Tab enters and leaves
 * the group, and each star is named ("4 of 5"). The chosen star and those before it are filled.
 */
export function StarRating({
  name,
  legend,
  onChange,
  value,
  labelOf,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  onChange(value: number): void;
  value: number | null;
  labelOf(value: number, max: number): string;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-1" data-testid="feedback-rating">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((star) => (
          <label
            key={star}
            className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-md hover:bg-amber-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={value === star}
              onChange={() => onChange(star)}
              value={star}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span className="sr-only">{labelOf(star, RATING_MAX)}</span>
            <StarIcon filled={value !== null && star <= value} />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800" data-testid="feedback-rating-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
