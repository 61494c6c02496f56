import { queryOptions } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { CalendarEventInput } from '../../../../core/contracts/directory-editing';
import type { Locale } from '../../../../core/i18n/locales';
import { api } from '../../../../core/routes';
import { ApiError, apiClient, type ApiClient } from '../../../lib/api-client';

export const editingKeys = {
  all: ['directory-editing'] as const,
  profile: (locale: Locale) => [...editingKeys.all, 'profile', locale] as const,
  companies: (locale: Locale) => [...editingKeys.all, 'companies', locale] as const,
  events: (ownerType: string, ownerId: number, locale: Locale) =>
    [...editingKeys.all, 'events', ownerType, ownerId, locale] as const,
};

/** The specialist's own profile (403 for a member without the role: the page says so). */
export const specialistProfileOptions = (locale: Locale, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: editingKeys.profile(locale),
    queryFn: ({ signal }) =>
      client.call(api.specialist_profile_edit_show, { query: { _locale: locale }, signal }),
    retry: false,
  });

export const companiesOptions = (locale: Locale, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: editingKeys.companies(locale),
    queryFn: ({ signal }) => client.call(api.company_edit_list, { query: { _locale: locale }, signal }),
    retry: false,
  });

export type CalendarOwner = { ownerType: 'specialist' | 'company'; ownerId: number };

export const ownerEventsOptions = (owner: CalendarOwner, locale: Locale, client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: editingKeys.events(owner.ownerType, owner.ownerId, locale),
    queryFn: ({ signal }) =>
      client.call(api.calendar_owner_events, { params: owner, query: { _locale: locale }, signal }),
  });

export type EventValues = z.input<typeof CalendarEventInput>;

export function saveEvent(owner: CalendarOwner, eventId: number | null, body: EventValues) {
  return eventId === null
    ? apiClient.call(api.calendar_event_create, { params: owner, body })
    : apiClient.call(api.calendar_event_update, { params: { ...owner, eventId }, body });
}

export function deleteEvent(owner: CalendarOwner, eventId: number) {
  return apiClient.call(api.calendar_event_delete, { params: { ...owner, eventId } });
}

/** Field path ("addresses.0.zip") → message. */
export type PathErrors = Record<string, string>;

/** A failed parse's first message per field path, translated (FORM-15: else "Please provide a valid value."). */
export function pathErrors(error: z.ZodError, t: TFunction): PathErrors {
  const errors: PathErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'form';
    errors[path] ??= t(`errors:${issue.message}`, { defaultValue: t('errors:invalidValue') });
  }
  return errors;
}

/** A failed save: the server's field messages, and its message (or a default) for the form. */
export function failureOf(error: unknown, fallback: string): { fields: PathErrors; message: string } {
  if (error instanceof ApiError) return { fields: error.fields, message: error.message || fallback };
  return { fields: {}, message: fallback };
}
