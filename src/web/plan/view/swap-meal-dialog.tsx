import { useTranslation } from 'react-i18next';
import type { SwapOption } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';
import { oneDecimal, whole } from '../lib/format';
import { Dialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';

export interface SwapTarget {
  dayIndex: number;
  mealIndex: number;
  currentName: string;
  kcal: number;
  options: SwapOption[];
}

/** "Swap meal": alternatives that fit the diet and allergens, each scaled to the replaced meal's kcal. */
export function SwapMealDialog({
  target,
  onClose,
  onPick,
  recipeName,
  locale,
}: {
  target: SwapTarget | null;
  onClose(): void;
  onPick(option: SwapOption): void;
  recipeName(id: number): string;
  locale: Locale;
}) {
  const { t } = useTranslation('planner');
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('swap.title')}
      description={
        target ? t('swap.text', { name: target.currentName, kcal: whole(target.kcal, locale) }) : undefined
      }
      width="xl"
      testId="swap-dialog"
    >
      {target && target.options.length === 0 && <p className="text-slate-700">{t('swap.none')}</p>}
      {target && target.options.length > 0 && (
        <ul className="divide-y divide-slate-100" data-testid="swap-options">
          {target.options.map((option) => {
            const name = recipeName(option.recipe.id);
            return (
              <li key={option.recipe.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="text-sm text-slate-600">
                    {t('swap.detail', {
                      kcal: whole(option.kcalPerPortion, locale),
                      portions: oneDecimal(option.scale, locale),
                    })}
                  </p>
                </div>
                <Button
                  variant="small"
                  onClick={() => onPick(option)}
                  aria-label={t('swap.useLabel', { name })}
                >
                  {t('swap.use')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
