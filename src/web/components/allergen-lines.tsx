import { useTranslation } from 'react-i18next';

interface Labelled {
  value: string;
  label: string;
}

/** A card's "may contain" allergens in one badge ("May contain: Gluten, Nuts"); nothing when there are none. */
export function MayContainBadge({ items }: { items: Labelled[] }) {
  const { t } = useTranslation('catalogue');
  if (items.length === 0) return null;
  return (
    <p className="text-xs font-medium text-amber-900" data-testid="may-contain-badge">
      {t('detail.mayContain')}: {items.map((a) => a.label).join(', ')}
    </p>
  );
}

/**
 * "Contains" and "May contain" on their own lines, and for composite or branded foods a note that SR28 has
 * no ingredient list, so the allergens come from the food's description.
 */
export function AllergenLines({
  contains,
  mayContain,
  fromDescription = false,
  testId,
}: {
  contains: Labelled[];
  mayContain: Labelled[];
  fromDescription?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('catalogue');
  if (contains.length === 0 && mayContain.length === 0 && !fromDescription) return null;
  return (
    <div className="mt-3 space-y-1 text-sm" data-testid={testId}>
      {contains.length > 0 && (
        <p data-testid="allergens-contains">
          <strong>{t('detail.contains')}:</strong> {contains.map((a) => a.label).join(', ')}
        </p>
      )}
      {mayContain.length > 0 && (
        <p data-testid="allergens-may-contain">
          <strong>{t('detail.mayContain')}:</strong> {mayContain.map((a) => a.label).join(', ')}
        </p>
      )}
      {fromDescription && (
        <p className="text-slate-600" data-testid="allergens-note">
          {t('detail.allergensFromDescription')}
        </p>
      )}
    </div>
  );
}
