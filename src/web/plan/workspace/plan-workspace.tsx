import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SwapOption } from '../../../core/domain/plan/plan-view';
import type { Locale } from '../../../core/i18n/locales';
import { pageHref } from '../../../core/routes';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { EmailVerificationNotice } from '../../components/email-verification/email-verification-notice';
import { useCurrentUser } from '../../lib/session';
import { cardClass, linkClass } from '../../components/ui/styles';
import { DayEditor } from '../editor/day-editor';
import { formatMoment, whole } from '../lib/format';
import type { PlanDoc } from '../lib/plan-doc';
import { ShoppingList } from '../shopping-list/shopping-list';
import { DayCard } from '../view/day-card';
import { LoginRequiredDialog } from '../view/login-required-dialog';
import type { MonitoredRow } from '../view/monitored-nutrients';
import { PlanSummary } from '../view/plan-summary';
import { PrintablePlan } from '../view/printable-plan';
import { SwapMealDialog } from '../view/swap-meal-dialog';
import { metricsOf, type PlanWorkspace as Workspace } from './use-plan-workspace';

export interface PlanWorkspaceProps {
  workspace: Workspace;
  /** The plan shown (the workspace's, narrowed by the caller). */
  doc: PlanDoc;
  locale: Locale;
  /** The generator's page, or a saved diet's (which links no "open" after saving: it is that page). */
  variant: 'generator' | 'saved';
  /** Where login and registration send the user back to. */
  nextPath: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEditInputs(): void;
  onNewPlan(): void;
}

/** The plan: actions and save state, the summary, each day, and the shopping list. */
export function PlanWorkspace({
  workspace,
  doc,
  locale,
  variant,
  nextPath,
  headingRef,
  onEditInputs,
  onNewPlan,
}: PlanWorkspaceProps) {
  const { state, dispatch, tables, actions } = workspace;
  const saveState = state.save;
  const { t } = useTranslation('planner');
  const user = useCurrentUser();
  const metrics = metricsOf(doc, tables);
  const canEdit = tables.ready;
  const saving = saveState.status === 'saving';
  const supplements = new Map(workspace.supplements.map((s) => [s.id, s]));
  const medical = new Map(workspace.medicalProducts.map((m) => [m.id, m]));

  const monitoredDefs = doc.meta.preferences.monitoredNutrients.flatMap((m) => {
    const nutrient = tables.nutrient(m.nutrientId);
    return nutrient
      ? [{ code: nutrient.code, name: nutrient.name, unit: nutrient.unit, target: m.targetValue }]
      : [];
  });
  const dayRows = (i: number): MonitoredRow[] =>
    monitoredDefs.map((d) => ({ ...d, value: metrics.days[i]?.nutrients[d.code] }));
  const averageRows: MonitoredRow[] = monitoredDefs.map((d) => {
    const total = metrics.totals.nutrients[d.code];
    return {
      ...d,
      value:
        total === undefined || doc.plan.length === 0
          ? undefined
          : Math.round((total / doc.plan.length) * 10) / 10,
    };
  });

  const saveLabel = doc.id === undefined ? t('save.save') : t('save.update');
  const savedHref = doc.id !== undefined ? pageHref('personalDietSaved', locale, { dietId: doc.id }) : null;

  return (
    <div className="space-y-6" data-testid="plan-view">
      <div className={`${cardClass} space-y-3 print:hidden`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
            {t('plan.title', { count: doc.plan.length })}
          </h2>
          <p className="text-sm text-slate-600">
            {doc.updatedAt
              ? t('plan.savedAt', { date: formatMoment(doc.updatedAt, locale) })
              : t('plan.notSaved')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="plan-actions">
          <Button
            onClick={actions.save}
            disabled={saving || doc.plan.length === 0}
            aria-busy={saving || undefined}
          >
            {saving ? t('save.saving') : saveLabel}
          </Button>
          <Button variant="secondary" onClick={actions.download}>
            {t('plan.download')}
          </Button>
          <Button variant="secondary" onClick={actions.print}>
            {t('plan.print')}
          </Button>
          <Button variant="secondary" onClick={onEditInputs}>
            {t('plan.editInputs')}
          </Button>
          <Button variant="secondary" onClick={onNewPlan}>
            {t('plan.newPlan')}
          </Button>
        </div>
        <div aria-live="polite" data-testid="save-status" data-status={saveState.status}>
          {state.restored && saveState.status !== 'error' && (
            <Notice tone="info">{t('save.restored')}</Notice>
          )}
          {saveState.status === 'saving' && <p className="text-sm text-slate-700">{t('save.saving')}</p>}
          {saveState.status === 'success' && (
            <Notice tone="success" testId="save-success">
              {t('save.success')}{' '}
              {savedHref && variant === 'generator' && (
                <Link className={linkClass} to={savedHref}>
                  {t('save.open')}
                </Link>
              )}{' '}
              <Link className={linkClass} to={pageHref('personalDietMyDiets', locale)}>
                {t('save.myDiets')}
              </Link>
            </Notice>
          )}
        </div>
        {saveState.status === 'error' &&
          saveState.failure === 'unverified' &&
          user?.emailVerified !== true && (
            <EmailVerificationNotice testId="save-unverified" takeFocus>
              <p>{t('save.keptUntilConfirmed')}</p>
            </EmailVerificationNotice>
          )}
        {saveState.status === 'error' && saveState.failure !== 'unverified' && (
          <Notice tone="error" testId="save-error">
            {saveState.message}{' '}
            {saveState.failure === 'conflict' && (
              <button type="button" className="font-semibold underline" onClick={() => void actions.reload()}>
                {t('save.reload')}
              </button>
            )}
            {saveState.failure === 'auth' && (
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => dispatch({ type: 'loginAsked', message: saveState.message })}
              >
                {t('login.signIn')}
              </button>
            )}
          </Notice>
        )}
        {doc.plan.length === 0 && <Notice tone="warning">{t('plan.empty')}</Notice>}
        {!tables.ready && !tables.failed && <p className="text-sm text-slate-600">{t('plan.loadingData')}</p>}
        {tables.failed && (
          <Notice tone="error">
            {t('plan.dataFailed')}{' '}
            <button type="button" className="underline" onClick={tables.retry}>
              {t('actions.retry')}
            </button>
          </Notice>
        )}
      </div>

      {doc.plan.length > 0 && (
        <PlanSummary
          plan={doc.plan}
          meta={doc.meta}
          metrics={metrics}
          monitored={averageRows}
          locale={locale}
        />
      )}

      <section aria-label={t('plan.days')} className="space-y-4">
        {doc.plan.map((day, index) => (
          <DayCard
            key={`${day.date}-${index}`}
            day={day}
            index={index}
            metrics={metrics.days[index]}
            meta={doc.meta}
            tables={tables}
            locale={locale}
            monitored={dayRows(index)}
            supplements={supplements}
            medicalProducts={medical}
            canEdit={canEdit}
            regenerating={state.regenerating === index}
            onSwap={(mealIndex) => actions.openSwap(index, mealIndex)}
            onRegenerate={() => void actions.regenerate(index)}
            editorOpen={state.editing === index}
            onToggleEditor={() => dispatch({ type: 'editorToggled', day: index })}
            editor={
              state.editing === index ? (
                <DayEditor
                  plan={doc.plan}
                  schedule={doc.meta.schedule.items}
                  dayIndex={index}
                  onChange={(next) => dispatch({ type: 'edited', ...next })}
                />
              ) : null
            }
          />
        ))}
      </section>

      {doc.plan.length > 0 && (
        <section aria-labelledby="pd-shopping-title" className={`${cardClass} print:hidden`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="pd-shopping-title" className="text-xl font-semibold text-slate-900">
              {t('shopping.title')}
            </h2>
            <Button
              variant="small"
              aria-expanded={state.shoppingOpen}
              aria-controls="pd-shopping-list"
              onClick={() => dispatch({ type: 'shoppingToggled' })}
            >
              {state.shoppingOpen ? t('shopping.hide') : t('shopping.show')}
            </Button>
          </div>
          {state.shoppingOpen && (
            <div id="pd-shopping-list" className="mt-3">
              <ShoppingList plan={doc.plan} />
            </div>
          )}
        </section>
      )}
      <p className="text-sm text-slate-600 print:hidden">
        {t('plan.kcalNote', { target: whole(doc.meta.targetCalories, locale) })}
      </p>

      <LoginRequiredDialog
        open={state.login.open}
        onOpenChange={(open) => dispatch({ type: 'loginToggled', open })}
        locale={locale}
        nextPath={nextPath}
        message={state.login.message}
      />
      <SwapMealDialog
        target={state.swap}
        onClose={() => dispatch({ type: 'swapClosed' })}
        locale={locale}
        recipeName={(id) => tables.recipe(id)?.name ?? t('day.recipeFallback', { id })}
        onPick={(option: SwapOption) => {
          dispatch({ type: 'swapPicked', option });
          toast.success(t('swap.done', { name: tables.recipe(option.recipe.id)?.name ?? '' }));
        }}
      />
      {state.printing && (
        <PrintablePlan
          open
          onOpenChange={(open) => dispatch({ type: 'printToggled', open })}
          doc={doc}
          metrics={metrics}
          tables={tables}
          locale={locale}
          title={doc.name ?? t('title')}
        />
      )}
    </div>
  );
}
