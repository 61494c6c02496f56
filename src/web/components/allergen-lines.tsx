import { useTranslation } from 'react-i18next';

interface Labelled {
  value: string;
  label: string;
}

/**
 * "Contains" and "May contain" on their own lines, and for composite or branded foods a note that SR28 has
 * no ingredient list, so the allergens come from the food's description.
 */
export function AllergenLines({ contains, mayContain, fromDescription = false, testId }: {
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
      {fromDescription && <p className="text-slate-600" data-testid="allergens-note">{t('detail.allergensFromDescription')}</p>}
    </div>
  );
}
