import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRequest } from '../../../../core/contracts/specialist-clients';
import type { Locale } from '../../../../core/i18n/locales';
import { api, type ApiResponse } from '../../../../core/routes';
import { apiClient, type ApiClient } from '../../../lib/api-client';

export type ClientsAnswer = ApiResponse<typeof api.specialist_clients>;
export type Client = ClientsAnswer['clients'][number];
export type IssuedInvoice = Client['invoices'][number];
export type InvoicesAnswer = ApiResponse<typeof api.invoices_list>;
export type InvoiceListItem = InvoicesAnswer['received'][number];

/** One key factory for the feature: a change to an invoice or an assignment invalidates through it. */
export const specialistClientsKeys = {
  all: ['specialist-clients'] as const,
  clients: () => [...specialistClientsKeys.all, 'clients'] as const,
  invoices: () => [...specialistClientsKeys.all, 'invoices'] as const,
};

/** My clients, my saved diets and my invoices to them; always fresh when the page opens (it changes with chats). */
export const clientsOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: specialistClientsKeys.clients(),
    queryFn: ({ signal }) => client.call(api.specialist_clients, { signal }),
    staleTime: 0,
  });

export const invoicesOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: specialistClientsKeys.invoices(),
    queryFn: ({ signal }) => client.call(api.invoices_list, { signal }),
    staleTime: 0,
  });

/** Copies one of my diets into the client's diets (an accepted chat with them is needed: 403 otherwise). */
export function useAssignDiet(userId: number, locale: Locale, client: ApiClient = apiClient) {
  return useMutation({
    mutationFn: (dietId: number) =>
      client.call(api.specialist_client_diet_assign, {
        params: { userId },
        query: { _locale: locale },
        body: { dietId },
      }),
  });
}

/** Creates or overwrites (PROF-31) the client's invoice for a consultation date; the lists follow. */
export function useIssueInvoice(userId: number, locale: Locale, client: ApiClient = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRequest) =>
      client.call(api.specialist_client_invoice, { params: { userId }, query: { _locale: locale }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialistClientsKeys.all }),
  });
}
