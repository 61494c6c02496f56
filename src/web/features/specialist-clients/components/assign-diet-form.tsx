import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../../../core/routes';
import { SubmitButton } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { linkClass } from '../../../components/ui/styles';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { useAssignDiet, type Client, type ClientsAnswer } from '../api/specialist-clients-api';

/** "Assign a diet": one of my saved diets, copied into the client's diets (marked as from me). */
export function AssignDietForm({ client, diets }: { client: Client; diets: ClientsAnswer['diets'] }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const assign = useAssignDiet(client.userId, locale);
  const [dietId, setDietId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `assign-${client.userId}`;

  if (diets.length === 0)
    return (
      <section>
        <h3 className="text-base font-semibold text-slate-900">{t('assign.heading')}</h3>
        <p className="mt-1 text-sm text-slate-700">
          {t('assign.noDiets')}{' '}
          <Link to={pageHref('personalDiet', locale)} className={linkClass}>
            {t('assign.toGenerator')}
          </Link>
        </p>
      </section>
    );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = diets.find((diet) => String(diet.id) === dietId);
    if (!chosen) {
      setError(t('assign.chooseFirst'));
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    assign.mutate(chosen.id, {
      onSuccess: () => {
        toast.success(t('assign.assigned', { diet: chosen.name, name: client.name }));
        setDietId('');
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : t('assign.failed')),
    });
  }

  return (
    <form onSubmit={submit} noValidate data-testid="assign-diet-form">
      <h3 className="text-base font-semibold text-slate-900">{t('assign.heading')}</h3>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
        <SelectField
          id={id}
          label={t('assign.diet')}
          className="min-w-0 flex-1"
          value={dietId}
          error={error}
          onChange={(event) => {
            setDietId(event.target.value);
            setError(null);
          }}
          options={[
            { value: '', label: t('assign.choose') },
            ...diets.map((diet) => ({ value: String(diet.id), label: diet.name })),
          ]}
        />
        <SubmitButton busy={assign.isPending} className="sm:mt-6">
          {assign.isPending ? t('assign.submitting') : t('assign.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
