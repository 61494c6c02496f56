import { useState } from 'react';
import { pageHref } from '../../../../core/routes';
import { useLocale } from '../../../lib/use-locale';
import { PlanApp } from '../components/plan-app';
import { readPendingPlan } from '../../../plan/lib/pending-plan';
import { useCurrentUser } from '../../../lib/session';

/**
 * `/` of the personal generator (A §2): the 3-step form, then the plan. A plan cached before login comes
 * back here; once the user is signed in it is saved at once and removed from storage (A §4, PGEN-35).
 */
export function PersonalDietPage() {
  const locale = useLocale();
  const [pending] = useState(() => readPendingPlan());
  const signedIn = useCurrentUser() !== null;
  return (
    <PlanApp
      locale={locale}
      variant="generator"
      initialDoc={pending}
      autoSave={signedIn && pending !== null}
      nextPath={pageHref('personalDiet', locale)}
    />
  );
}
