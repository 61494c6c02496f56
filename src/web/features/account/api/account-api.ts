import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  PersonalData,
  PersonalDataResponse,
  PersonalDataSubmission,
  type PersonalDataShowResponse,
} from '../../../../core/contracts/account';
import { NewPasswordField } from '../../../../core/contracts/auth';
import { encryptPayload } from '../../../../core/crypto/personal-data-cipher';
import type { Locale } from '../../../../core/i18n/locales';
import type { SocialProvider } from '../../../../core/contracts/social-sign-in';
import { api, apiHref } from '../../../../core/routes';
import { ApiError, apiClient, type ApiClient } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const accountKeys = {
  all: ['account'] as const,
  personalData: () => [...accountKeys.all, 'personalData'] as const,
  signInMethods: () => [...accountKeys.all, 'signInMethods'] as const,
};

export type PersonalDataShow = z.infer<typeof PersonalDataShowResponse>;
/** What the form edits: the contract's input (names untrimmed, e-mail as typed). */
export type PersonalDataValues = z.input<typeof PersonalData>;
export type FieldErrors = Partial<Record<string, string>>;

/** The personal data and this session's key material; never cached beyond the page (no-store on the server too). */
export const personalDataOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: accountKeys.personalData(),
    queryFn: ({ signal }) => client.call(api.account_personal_data_show, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** An error code's text from the `errors` catalogue, else "Please provide a valid value." */
export function errorMessage(t: TFunction, key: string): string {
  return t(`errors:${key}`, { defaultValue: t('errors:invalidValue') });
}

/** The first message per field of a failed parse. */
function fieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= errorMessage(t, issue.message);
  }
  return errors;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** PD-03..05: the form's own rules, the same contract the server applies (names trimmed, e-mail optional but valid). */
export function validatePersonalData(values: PersonalDataValues, t: TFunction): Validation<PersonalData> {
  const parsed = PersonalData.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error, t) };
}

/** The e-mail as the server will read it (trimmed, lower case), to compare with the saved one. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new address is asked for: the field is not empty (empty keeps the address) and differs from the saved one. */
export function changesEmail(typed: string, saved: string): boolean {
  const wanted = normalizedEmail(typed);
  return wanted !== '' && wanted !== normalizedEmail(saved);
}

/**
 * The form's rules: the contract's, and the current password whenever the e-mail address changes
 * (issue 12 A9) — the server asks for it too; this only says so before sending.
 */
export function personalDataFormSchema(savedEmail: string, hasPassword = true) {
  return PersonalDataSubmission.extend({ currentPassword: z.string().max(200) }).superRefine((value, ctx) => {
    // Without a password there is none to give: the server says to set one first.
    if (hasPassword && changesEmail(value.email, savedEmail) && value.currentPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'emailChangeNeedsPassword' });
    }
  });
}
export type PersonalDataFormValues = z.input<ReturnType<typeof personalDataFormSchema>>;
export type PersonalDataFormOutput = z.output<ReturnType<typeof personalDataFormSchema>>;

/** What goes into the encrypted payload: the form, and the current password only with a new address. */
export function personalDataSubmission(
  values: PersonalDataFormOutput,
  savedEmail: string,
): PersonalDataSubmission {
  const { currentPassword, ...data } = values;
  return changesEmail(data.email, savedEmail) ? { ...data, currentPassword } : data;
}

/** The answer the form shows: always PD-10's shape, whatever went wrong on the way. */
export type PersonalDataResult = PersonalDataResponse;

function failure(message: string, errors: Record<string, string> = {}): PersonalDataResult {
  return { status: 'error', message, errors, data: null };
}

/** A fetch that never reached the server (offline, DNS, aborted) rejects with a TypeError, not an ApiError. */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * PD-06..12: encrypts the checked values with the session's key (DECISIONS PD-09) and posts `{ payload }`.
 * A 400/409 carries the same answer shape; any other failure becomes its server message, the network
 * message, or unknownError.
 */
export async function submitPersonalData(
  data: PersonalData | PersonalDataSubmission,
  keySecret: string,
  locale: Locale,
  t: TFunction,
  client: ApiClient = apiClient,
): Promise<PersonalDataResult> {
  try {
    const payload = await encryptPayload(data, keySecret);
    return await client.call(api.account_personal_data, { query: { _locale: locale }, body: { payload } });
  } catch (error) {
    if (error instanceof ApiError) {
      const parsed = PersonalDataResponse.safeParse(error.body);
      if (parsed.success) return { ...parsed.data, message: parsed.data.message || t('errors:unknownError') };
      return failure(error.code === 'http_error' ? t('errors:unknownError') : error.message, error.fields);
    }
    if (isNetworkError(error)) return failure(t('errors:network'));
    return failure(t('errors:unknownError'));
  }
}

export const PasswordChangeForm = z.object({
  currentPassword: z.string().min(1, 'passwordRequired'),
  password: NewPasswordField,
});

/** An account made by social sign-in has no password yet: it sets one without a current one. */
export const PasswordSetForm = PasswordChangeForm.extend({ currentPassword: z.string() });

/** The password and each configured provider (linked or not); never cached beyond the page. */
export const signInMethodsOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: accountKeys.signInMethods(),
    queryFn: ({ signal }) => client.call(api.account_sign_in_methods, { signal }),
    staleTime: 0,
  });

/** Removes a provider from the account; 409 when it is the last way to sign in. */
export function useUnlinkProvider(locale: Locale, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) =>
      client.call(api.account_sign_in_method_unlink, { params: { provider }, query: { _locale: locale } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.signInMethods() }),
  });
}

/** Linking is a full-page trip to the provider (`intent=link`) that ends on the account page with `?social=`. */
export function linkProviderHref(provider: SocialProvider, next: string): string {
  return apiHref(api.oauth_start, { provider }, { intent: 'link', next });
}

export type PasswordChangeResult =
  { ok: true; message: string } | { ok: false; message: string; errors: FieldErrors };

/** The session is rotated on success: the new CSRF token replaces the page's one. */
export async function submitPasswordChange(
  values: z.output<typeof PasswordChangeForm>,
  locale: Locale,
  t: TFunction,
  client: ApiClient = apiClient,
): Promise<PasswordChangeResult> {
  try {
    const answer = await client.call(api.account_password_change, {
      query: { _locale: locale },
      body: values,
    });
    if (answer.csrfToken) sessionStore.set({ csrfToken: answer.csrfToken });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (error instanceof ApiError) {
      const message = error.code === 'http_error' ? t('errors:unknownError') : error.message;
      return { ok: false, message, errors: error.fields };
    }
    return {
      ok: false,
      message: t(isNetworkError(error) ? 'errors:network' : 'errors:unknownError'),
      errors: {},
    };
  }
}
