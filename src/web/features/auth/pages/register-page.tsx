import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageHref } from '../../../../core/routes';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { Notice } from '../../../components/ui/notice';
import { linkClass } from '../../../components/ui/styles';
import { AuthCard } from '../components/auth-layout';
import { RegisterComplete } from '../components/register-complete';
import { refreshSession } from '../../../lib/refresh-session';
import { RegisterDetailsStep } from '../components/register-details-step';
import { RegisterEmailStep } from '../components/register-email-step';
import { SocialArea } from '../components/social-area';
import { isLocalPath } from '../lib/redirect-target';

type Step = 'email' | 'details' | 'complete';
const FORM_STEPS = 2;

/** Registration (A §2, REG-01..28): e-mail, then details, then the completion view. */
export function RegisterPage() {
  const locale = useLocale();
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [accountUrl, setAccountUrl] = useState(() => pageHref('account', locale));
  // Where the visitor was going (the generator's login/register modal sends `next`).
  const [next] = useState(() => {
    const target = new URLSearchParams(window.location.search).get('next');
    return isLocalPath(target) ? target : undefined;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step is announced by moving focus to its heading (not on the first render: that is the page load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const stepNumber = step === 'email' ? 1 : 2;
  const heading =
    step === 'email'
      ? t('register.email.heading')
      : step === 'details'
        ? t('register.details.heading')
        : t('register.complete.heading');

  if (appConfig.flags.registrationDisabled)
    return (
      <AuthCard title={t('register.title')} testId="register-card">
        <Notice tone="info" testId="registration-disabled">
          {t('errors:registrationDisabled')}
        </Notice>
        <Link to={pageHref('login', locale)} className={linkClass}>
          {t('register.closedSignIn')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard
      title={t('register.title')}
      lead={step === 'complete' ? undefined : t('register.lead')}
      wide
      testId="register-card"
    >
      {step !== 'complete' && (
        <p className="text-sm font-medium text-brand-800" data-testid="register-step">
          {t('register.step', { step: stepNumber, total: FORM_STEPS })}
        </p>
      )}
      <h2 ref={headingRef} tabIndex={-1} className="mb-5 text-xl font-semibold text-slate-900 outline-none">
        {heading}
      </h2>
      {step === 'email' && (
        <RegisterEmailStep
          locale={locale}
          initialEmail={email}
          onDone={(checked) => {
            setEmail(checked);
            setStep('details');
          }}
        />
      )}
      {step === 'details' && (
        <RegisterDetailsStep
          locale={locale}
          email={email}
          onDone={(redirectUrl) => {
            if (isLocalPath(redirectUrl)) setAccountUrl(redirectUrl);
            setStep('complete');
            // Registering signed the visitor in: the header must say so now, not after the next page load.
            void refreshSession().catch(() => undefined);
          }}
        />
      )}
      {step === 'complete' && (
        <RegisterComplete locale={locale} accountUrl={accountUrl} next={next} email={email} />
      )}
      {step === 'email' && <SocialArea />}
      {step !== 'complete' && (
        <p className="mt-6 border-t border-slate-200 pt-5 text-center text-slate-700">
          {t('register.haveAccount')}{' '}
          <Link to={pageHref('login', locale)} className={linkClass}>
            {t('register.login')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
