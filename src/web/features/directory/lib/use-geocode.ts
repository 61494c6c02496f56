import { useQuery } from '@tanstack/react-query';
import type { PublicAddress } from '../../../../core/contracts/directory';
import { shouldGeocode } from '../../../../core/domain/directory';
import { api } from '../../../../core/routes';
import { apiClient } from '../../../lib/api-client';
import { appConfig } from '../../../lib/app-config';

/** PROF-20: where placing an address on the map stands. */
export type GeocodeState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; lat: number; lng: number }
  | { status: 'error' };

/**
 * PROF-18…20: an address without coordinates is placed by the geocoding call (PROF-19) when the rules allow;
 * otherwise it stays idle. A place once found is kept for the session.
 */
export function useGeocode(address: PublicAddress, configured = appConfig.maps.geocoding): GeocodeState {
  const enabled = shouldGeocode(address, configured);
  const query = useQuery({
    queryKey: ['directory', 'geocode', address.country_iso, address.zip, address.city],
    queryFn: ({ signal }) =>
      apiClient.call(api.geo_geocode, {
        query: { country: address.country_iso, zip: address.zip ?? '', city: address.city ?? '' },
        signal,
      }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  if (!enabled) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'success', lat: query.data.lat, lng: query.data.lon };
}
