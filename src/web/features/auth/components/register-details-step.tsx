import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../core/contracts/auth';
import type { Locale } from '../../../../core/i18n/locales';
import { AltchaField, type CaptchaHandle } from '../../../components/captcha/altcha-field';
import { register } from '../api/auth-api';
import { failureText } from '../lib/failure-text';
import { DETAILS_FIELDS, detailsErrors, GENDER_OPTIONS, type DetailsField, type RegistrationGender } from '../lib/registration';
import { FormMessage, SubmitButton } from './auth-layout';
import { PasswordField, SelectField, TextField } from './form-fields';

type Values = Record<DetailsField, string> & { gender: RegistrationGender };
type ErrorField = DetailsField | 'gender' | 'captcha';
type Errors = Partial<Record<ErrorField, string>>;

const ERROR_FIELDS: readonly ErrorField[] = ['gender', ...DETAILS_FIELDS, 'captcha'];
const isErrorField = (name: string): name is ErrorField => (ERROR_FIELDS as readonly string[]).includes(name);

/**
 * REG-05..17: gender, names, e-mail, password twice and the captcha. The contract's checks run in the
 * spec's order and each field shows its first problem; the server's field errors land on the same fields.
 */
export function RegisterDetailsStep({ locale, email, onDone }: { locale: Locale; email: string; onDone: (redirectUrl: string) => void }) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<Values>({ gender: '', firstname: '', lastname: '', email, password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (found: Errors) => {
    const first = ERROR_FIELDS.find((field) => found[field]);
    if (!first) return;
    const target =
      first === 'captcha'
        ? formRef.current?.querySelector<HTMLElement>('altcha-widget input')
        : formRef.current?.querySelector<HTMLElement>(`#register-${first}`);
    target?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setAlert(null);
    const found: Errors = {};
    const keys = detailsErrors(values);
    for (const field of DETAILS_FIELDS) if (keys[field]) found[field] = t(`errors:${keys[field]}`);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }

    setSubmitting(true);
    // REG-15: usually solved while the form was filled in; otherwise it is solved now.
    const captcha = (await captchaRef.current?.solve()) ?? null;
    if (!captcha) {
      setSubmitting(false);
      const missing = { captcha: t('errors:captchaMissing') };
      setErrors(missing);
      focusFirstError(missing);
      return;
    }
    const outcome = await register({ ...values, captcha, language: locale });
    setSubmitting(false);
    if (outcome.ok) {
      onDone(outcome.data.redirectUrl);
      return;
    }
    // Every solution is accepted once: whatever went wrong, the next try needs a fresh one.
    captchaRef.current?.renew();
    const { failure } = outcome;
    const fields = failure.kind === 'server' ? failure.fields : {};
    const fromServer: Errors = {};
    for (const [name, text] of Object.entries(fields)) if (isErrorField(name) && name !== 'captcha') fromServer[name] = text;
    setErrors(fromServer);
    // A refused captcha is said in the form's message: the field itself already holds a fresh solution.
    const message = fields.captcha ?? failureText(failure, t);
    setAlert(Object.values(fromServer).includes(message) ? null : message);
    focusFirstError(fromServer);
  }

  const genderOptions = GENDER_OPTIONS.map((gender) => ({ value: gender, label: t(`register.details.genders.${gender || 'none'}`) }));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" data-testid="register-details-step">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-xs">
          <SelectField
            id="register-gender"
            name="gender"
            label={t('register.details.gender')}
            options={genderOptions}
            value={values.gender}
            error={errors.gender}
            onChange={(event) => {
              setValues((current) => ({ ...current, gender: event.target.value as RegistrationGender }));
            }}
          />
        </div>
        <TextField
          id="register-firstname"
          name="firstname"
          label={t('register.details.firstname')}
          autoComplete="given-name"
          value={values.firstname}
          error={errors.firstname}
          onChange={update('firstname')}
        />
        <TextField
          id="register-lastname"
          name="lastname"
          label={t('register.details.lastname')}
          autoComplete="family-name"
          value={values.lastname}
          error={errors.lastname}
          onChange={update('lastname')}
        />
        <div className="sm:col-span-2">
          <TextField
            id="register-email"
            name="email"
            type="email"
            inputMode="email"
            label={t('field.email')}
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={update('email')}
          />
        </div>
        <PasswordField
          id="register-password"
          name="password"
          label={t('field.password')}
          toggleLabel={t('field.showPassword')}
          autoComplete="new-password"
          hint={t('field.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          value={values.password}
          error={errors.password}
          onChange={update('password')}
        />
        <PasswordField
          id="register-confirmPassword"
          name="confirmPassword"
          label={t('field.confirmPassword')}
          toggleLabel={t('field.showConfirmation')}
          autoComplete="new-password"
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={update('confirmPassword')}
        />
      </div>
      <AltchaField
        ref={captchaRef}
        locale={locale}
        label={t('field.captcha')}
        error={errors.captcha}
        onChange={(payload) => {
          if (payload) setErrors((current) => (current.captcha ? { ...current, captcha: undefined } : current));
        }}
      />
      {alert && <FormMessage tone="error" testId="register-alert">{alert}</FormMessage>}
      <SubmitButton disabled={submitting} busy={submitting}>
        {submitting ? t('register.details.submitting') : t('register.details.submit')}
      </SubmitButton>
    </form>
  );
}
