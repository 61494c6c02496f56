import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DIET_FOOD_GRAMS, type AddDietFoodResponse } from '../../../../core/contracts/diet-food';
import { formatNumber } from '../../../../core/domain/format';
import { api, pageHref } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { linkClass } from '../../../components/ui/styles';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLocale } from '../../../lib/use-locale';
import { dietKeys } from '../../../plan/api/plan-api';

/** What one add sent: the food and weight shown then. */
interface Added {
  foodId: number;
  grams: number;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's own calendar day and clock: the server takes them for "today" within a day of its own. */
function clientNow(now = new Date()) {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}

/**
 * "Add to today in my diet plan" (issue 22 A5): the analysed food, with its weight, goes into today's meal of
 * the signed-in member's current diet (the meal of now, else the day's first; the server decides and answers
 * which). A guest gets a sign-in link that brings them back here; a member whose address is not confirmed is
 * told to confirm it (saving a diet waits for it). Success: a toast naming the meal and a link to the diet;
 * failure: the server's own text.
 */
export function AddToDiet({ foodId, grams, foodName }: { foodId: number; grams: number; foodName: string }) {
  const { t } = useTranslation('dietFood');
  const locale = useLocale();
  const { pathname } = useLocation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const weight = Math.round(grams);
  const weightOk = weight >= DIET_FOOD_GRAMS.min && weight <= DIET_FOOD_GRAMS.max;

  const adding = useMutation({
    mutationFn: (food: Added) =>
      apiClient.call(api.diet_add_food, { body: { foodId: food.foodId, grams: food.grams, ...clientNow() } }),
    onSuccess: async (answer, food) => {
      toast.success(addedText(answer, food));
      await queryClient.invalidateQueries({ queryKey: dietKeys.all });
    },
    onError: (error) => toast.error(failureText(error)),
  });

  function addedText(answer: AddDietFoodResponse, food: Added): string {
    const values = { food: food.name, grams: formatNumber(food.grams, locale, 0) };
    if (answer.mealLabel) return t('addedToMeal', { ...values, meal: answer.mealLabel });
    if (answer.mealTime) return t('addedAtTime', { ...values, time: answer.mealTime });
    return t('addedToday', values);
  }
  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code !== 'http_error' && error.message ? error.message : t('failed');

  if (!user)
    return (
      <p data-testid="add-to-diet-guest">
        <Link to={pageHref('login', locale, {}, { next: pathname })} className={linkClass}>
          {t('signIn')}
        </Link>
      </p>
    );

  if (!user.emailVerified)
    return (
      <p className="text-sm text-slate-700" data-testid="add-to-diet-confirm-email">
        {t('confirmEmail')}
      </p>
    );

  // The last add's outcome is shown for that food and weight only; another choice starts afresh.
  const last = adding.variables;
  const current = last !== undefined && last.foodId === foodId && last.grams === weight ? last : null;
  const done = current && adding.isSuccess ? { answer: adding.data, food: current } : null;
  return (
    <div className="space-y-2" data-testid="add-to-diet">
      <Button
        onClick={() => adding.mutate({ foodId, grams: weight, name: foodName })}
        busy={adding.isPending}
        disabled={!weightOk}
        data-testid="add-to-diet-button"
      >
        {adding.isPending ? t('adding') : t('add')}
      </Button>
      {!weightOk && <p className="text-sm text-slate-700">{t('gramsOutOfRange')}</p>}
      {/* The toast announces the outcome; these lines keep it on screen. */}
      {done && (
        <p className="text-sm text-slate-800" data-testid="add-to-diet-done">
          {addedText(done.answer, done.food)}{' '}
          <Link
            to={pageHref('personalDietSaved', locale, { dietId: done.answer.dietId })}
            className={linkClass}
          >
            {t('openDiet')}
          </Link>
        </p>
      )}
      {current && adding.isError && (
        <p className="text-sm text-red-800" data-testid="add-to-diet-error">
          {failureText(adding.error)}
        </p>
      )}
    </div>
  );
}
