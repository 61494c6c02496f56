import { useEffect, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { cardClass, linkClass } from '../../../components/ui/styles';
import { ApiError } from '../../../lib/api-client';
import { myDietOptions, useGeneratePlan } from '../../../plan/api/plan-api';
import { formatMoment } from '../../../plan/lib/format';
import { docFromDiet, docFromGenerated, type PlanDoc } from '../../../plan/lib/plan-doc';
import { downloadPlan, type ImportResult } from '../../../plan/lib/plan-file';
import { ImportPlanControl } from '../../../plan/view/import-plan';
import { PlanWorkspace } from '../../../plan/workspace/plan-workspace';
import { metricsOf, usePlanWorkspace } from '../../../plan/workspace/use-plan-workspace';
import {
  defaultForm,
  formFromMeta,
  localIsoDate,
  planMeta,
  planRequest,
  type DefaultLabels,
  type QuestionnaireForm,
} from '../lib/questionnaire';
import { GeneratorFrame } from './generator-frame';
import { GeneratingPanel, Questionnaire } from './questionnaire';
import { useCurrentUser } from '../../../lib/session';

export interface PlanAppProps {
  locale: Locale;
  /** The generator (`/`) or a saved diet (`my-diets.{id}.html`). */
  variant: 'generator' | 'saved';
  /** A plan to show at once (a saved diet, or one restored after login). */
  initialDoc: PlanDoc | null;
  /** Save `initialDoc` at once: a plan cached before login (A §4), removed from storage once saved. */
  autoSave?: boolean;
  /** Where login and registration send the user back to. */
  nextPath: string;
}

/** The generator's side of the page: the 3-step form, and whether the form or the plan is shown. */
interface FormState {
  view: 'form' | 'plan';
  step: number;
  form: QuestionnaireForm;
  /** The signed-in user declined to continue the last saved diet. */
  dismissedLast: boolean;
}

type FormEvent =
  | { type: 'changed'; form: QuestionnaireForm }
  | { type: 'stepped'; step: number }
  /** A plan is shown; `form` when it came with its own inputs (loaded, imported). */
  | { type: 'planShown'; form?: QuestionnaireForm }
  | { type: 'inputsEdited' }
  | { type: 'backToPlan' }
  | { type: 'restarted'; form: QuestionnaireForm }
  | { type: 'lastDismissed' };

function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'changed':
      return { ...state, form: event.form };
    case 'stepped':
      return { ...state, step: event.step };
    case 'planShown':
      return { ...state, view: 'plan', form: event.form ?? state.form };
    case 'inputsEdited':
      return { ...state, view: 'form', step: 0 };
    case 'backToPlan':
      return { ...state, view: 'plan' };
    case 'restarted':
      return { ...state, view: 'form', step: 0, form: event.form };
    case 'lastDismissed':
      return { ...state, dismissedLast: true };
  }
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

function useDefaultLabels(): DefaultLabels {
  const { t } = useTranslation('planner');
  return {
    breakfast: t('defaults.breakfast'),
    lunch: t('defaults.lunch'),
    dinner: t('defaults.dinner'),
    exercise: t('defaults.exercise'),
  };
}

/**
 * The personal diet generator app (A §2, §4, §8): the 3-step form, then the shared plan workspace (per-day
 * view and edits, saving, download/print), the admin import, and continuing the last saved diet.
 */
export function PlanApp({ locale, variant, initialDoc, autoSave = false, nextPath }: PlanAppProps) {
  const { t } = useTranslation('planner');
  const labels = useDefaultLabels();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const today = () => localIsoDate(new Date());

  const workspace = usePlanWorkspace({ locale, initialDoc, autoSave });
  const { doc } = workspace.state;
  const [app, send] = useReducer(formReducer, null, (): FormState => ({
    view: initialDoc ? 'plan' : 'form',
    step: 0,
    form: initialDoc ? formFromMeta(initialDoc.meta, labels, today()) : defaultForm(labels, today()),
    dismissedLast: false,
  }));
  const generation = useGeneratePlan(locale);

  // A §7 / PGEN-36..38: a signed-in user on the generator may continue the last saved diet.
  const offerLast = variant === 'generator' && user !== null && doc === null && !app.dismissedLast;
  const lastSaved = useQuery({ ...myDietOptions(locale), enabled: offerLast });

  // The plan's heading takes focus when a plan appears, so screen readers start there.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPlan = useRef(false);
  useEffect(() => {
    if (app.view === 'plan' && focusPlan.current) {
      focusPlan.current = false;
      headingRef.current?.focus();
    }
  }, [app.view, doc]);

  const show = (next: PlanDoc, withInputs: boolean) => {
    workspace.dispatch({ type: 'shown', doc: next });
    send({ type: 'planShown', ...(withInputs ? { form: formFromMeta(next.meta, labels, today()) } : {}) });
    focusPlan.current = true;
  };

  const onGenerate = (valid: QuestionnaireForm) => {
    const request = planRequest(valid, randomSeed());
    generation.mutate(request, {
      onSuccess: (answer) =>
        show(
          docFromGenerated(
            answer.plan,
            planMeta(valid, request, new Date().toISOString()),
            answer.metrics,
            doc,
          ),
          false,
        ),
    });
  };

  const generationError = generation.error
    ? generation.error instanceof ApiError && generation.error.code !== 'http_error'
      ? generation.error.message
      : t('errors.generateFailed')
    : null;

  const onImport = (imported: Extract<ImportResult, { ok: true }>) => {
    const meta = imported.meta ?? {
      ...planMeta(app.form, planRequest(app.form, 0), new Date().toISOString()),
      startDate: imported.startDate,
      planDuration: imported.plan.length,
    };
    const metrics = imported.metrics ?? workspace.tables.recompute(imported.plan, { meta });
    show({ plan: imported.plan, meta, metrics, version: 0 }, true);
    toast.success(t('import.done', { count: imported.plan.length }));
  };

  const shown = app.view === 'plan' ? doc : null;
  const adminControls = user ? (
    <>
      <ImportPlanControl onImport={onImport} disabled={!workspace.tables.ready} />
      <Button
        variant="small"
        disabled={!shown}
        onClick={() => shown && downloadPlan({ ...shown, metrics: metricsOf(shown, workspace.tables) })}
      >
        {t('header.download')}
      </Button>
    </>
  ) : undefined;

  const onNewPlan = () => {
    if (variant === 'saved') {
      void navigate(pageHref('personalDiet', locale));
      return;
    }
    workspace.dispatch({ type: 'cleared' });
    send({ type: 'restarted', form: defaultForm(labels, today()) });
  };

  return (
    <GeneratorFrame
      title={variant === 'saved' && doc?.name ? doc.name : t('title')}
      kicker={variant === 'saved' ? t('title') : undefined}
      active={variant === 'generator' ? 'generator' : null}
      locale={locale}
      nextPath={nextPath}
      adminControls={adminControls}
    >
      {offerLast && lastSaved.data && (
        <div
          className={`${cardClass} mb-5 flex flex-wrap items-center justify-between gap-3 border-brand-600 bg-brand-50`}
          data-testid="continue-last"
        >
          <p>
            {t('load.continue', {
              name: lastSaved.data.diet.name,
              date: formatMoment(lastSaved.data.diet.updatedAt, locale),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => show(docFromDiet(lastSaved.data.diet), true)}>
              {t('load.continueButton')}
            </Button>
            <Button variant="secondary" onClick={() => send({ type: 'lastDismissed' })}>
              {t('load.dismiss')}
            </Button>
          </div>
        </div>
      )}
      {offerLast && lastSaved.error instanceof ApiError && lastSaved.error.status === 401 && (
        <div className="mb-5">
          <Notice tone="warning" testId="load-login-required">
            {t('load.loginRequired')}{' '}
            <a className={linkClass} href={pageHref('login', locale, {}, { next: nextPath })}>
              {t('login.signIn')}
            </a>
          </Notice>
        </div>
      )}

      {app.view === 'form' || !doc ? (
        generation.isPending ? (
          <GeneratingPanel />
        ) : (
          <Questionnaire
            form={app.form}
            onChange={(form) => send({ type: 'changed', form })}
            step={app.step}
            onStep={(step) => send({ type: 'stepped', step })}
            locale={locale}
            onGenerate={onGenerate}
            error={generationError}
            {...(doc ? { onBackToPlan: () => send({ type: 'backToPlan' }) } : {})}
          />
        )
      ) : (
        <PlanWorkspace
          workspace={workspace}
          doc={doc}
          locale={locale}
          variant={variant}
          nextPath={nextPath}
          headingRef={headingRef}
          onEditInputs={() => send({ type: 'inputsEdited' })}
          onNewPlan={onNewPlan}
        />
      )}
    </GeneratorFrame>
  );
}
