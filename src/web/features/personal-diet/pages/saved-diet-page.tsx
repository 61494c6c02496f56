import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { matchPagePath, pageHref } from '../../../../core/routes';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale } from '../../../lib/use-locale';
import { dietOptions } from '../../../plan/api/plan-api';
import { GeneratorFrame } from '../components/generator-frame';
import { LoginPrompt } from '../../../plan/view/login-prompt';
import { PlanApp } from '../components/plan-app';
import { linkClass } from '../../../components/ui/styles';
import { Notice } from '../../../components/ui/notice';
import { readPendingPlan } from '../../../plan/lib/pending-plan';
import { docFromDiet } from '../../../plan/lib/plan-doc';
import { useCurrentUser } from '../../../lib/session';

/** `my-diets.{dietId}.html` (A §2, PGEN-03): a saved diet in the plan view; saving updates it. */
export function SavedDietPage() {
  const locale = useLocale();
  const { t } = useTranslation('planner');
  // React Router matches whole path segments only; the registry knows `my-diets.{dietId}.html`.
  const match = matchPagePath(useLocation().pathname);
  const isSavedPath = match?.name === 'personalDietSaved';
  const raw = isSavedPath ? (match.params.dietId ?? '') : '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const user = useCurrentUser();
  const path =
    id !== null
      ? pageHref('personalDietSaved', locale, { dietId: id })
      : pageHref('personalDietMyDiets', locale);
  // A plan of this diet cached when the session had ended is restored and saved after login.
  const [pending] = useState(() => {
    const cached = user ? readPendingPlan() : null;
    return cached && cached.id === id ? cached : null;
  });
  const diet = useQuery({
    ...dietOptions(id ?? 0, locale),
    enabled: user !== null && id !== null && pending === null,
  });
  useDocumentTitle(diet.data?.diet.name);

  const frame = (body: ReactNode) => (
    <GeneratorFrame title={t('saved.title')} active={null} locale={locale} nextPath={path}>
      {body}
    </GeneratorFrame>
  );

  // A §2: any other path below the generator goes to its start page.
  if (!isSavedPath) return <Navigate to={pageHref('personalDiet', locale)} replace />;
  if (!user) return frame(<LoginPrompt locale={locale} nextPath={path} text={t('saved.loginPrompt')} />);
  if (pending)
    return (
      <PlanApp
        key={`pending-${id}`}
        locale={locale}
        variant="saved"
        initialDoc={pending}
        autoSave
        nextPath={path}
      />
    );
  if (id === null || (diet.error instanceof ApiError && diet.error.status === 404)) {
    return frame(
      <Notice tone="warning" testId="diet-not-found">
        {t('saved.notFound')}{' '}
        <Link className={linkClass} to={pageHref('personalDietMyDiets', locale)}>
          {t('saved.backToList')}
        </Link>
      </Notice>,
    );
  }
  if (diet.error instanceof ApiError && diet.error.status === 401)
    return frame(<LoginPrompt locale={locale} nextPath={path} text={t('load.loginRequired')} />);
  if (diet.isError) {
    return frame(
      <Notice tone="error">
        {diet.error instanceof ApiError ? diet.error.message : t('errors.loadFailed')}{' '}
        <button type="button" className="underline" onClick={() => void diet.refetch()}>
          {t('actions.retry')}
        </button>
      </Notice>,
    );
  }
  if (!diet.data)
    return frame(
      <p className="text-slate-600" role="status">
        {t('common:loading')}
      </p>,
    );
  return (
    <PlanApp
      key={`diet-${diet.data.diet.id}`}
      locale={locale}
      variant="saved"
      initialDoc={docFromDiet(diet.data.diet)}
      nextPath={path}
    />
  );
}
