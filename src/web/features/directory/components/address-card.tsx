import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAddress } from '../../../../core/contracts/directory';
import { MAP_DEFAULTS } from '../lib/location';
import { DirectoryMap, MapViewToggle, useInBrowser } from './map-view';
import { StreetView } from './street-view';
import { Notice } from '../../../components/ui/notice';
import { useGeocode } from '../lib/use-geocode';

/** PROF-16: a hidden field is a blurred placeholder (the server never sent its value), with its meaning for screen readers. */
function Hidden({ width }: { width: string }) {
  const { t } = useTranslation('directory');
  return (
    <span data-testid="blurred-field">
      <span
        aria-hidden="true"
        className={`inline-block rounded bg-slate-300 blur-[3px] select-none ${width}`}
      >
        &nbsp;
      </span>
      <span className="sr-only">{t('profile.hidden')}</span>
    </span>
  );
}

/**
 * An address card (PROF-09, PROF-11..17): the address with its hidden parts blurred, the phone and e-mail
 * where allowed, and a map (zoom 15) or street view of it; without coordinates the map says it is unavailable.
 */
export function AddressCard({
  address,
  name,
  linkLabel,
}: {
  address: PublicAddress;
  name: string;
  linkLabel: string;
}) {
  const { t } = useTranslation('directory');
  const [view, setView] = useState<'map' | 'street'>('map');
  const inBrowser = useInBrowser();
  const geocoded = useGeocode(address);
  const point =
    address.lat !== null && address.lng !== null
      ? { lat: address.lat, lng: address.lng }
      : geocoded.status === 'success'
        ? { lat: geocoded.lat, lng: geocoded.lng }
        : null;
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
      data-testid="address-card"
    >
      <address className="text-slate-800 not-italic">
        <p>
          {address.allowShowStreet ? (
            [address.street, address.buildingNumber].filter(Boolean).join(' ') +
            (address.buildingAdditionalInformation ? `, ${address.buildingAdditionalInformation}` : '')
          ) : (
            <Hidden width="w-40" />
          )}
        </p>
        <p>
          {address.allowShowZip ? address.zip : <Hidden width="w-14" />}{' '}
          {address.allowShowCity ? address.city : <Hidden width="w-24" />}
        </p>
        <p>{address.country}</p>
        {address.phone && (
          <p className="mt-2">
            {t('profile.phone')}:{' '}
            <a href={`tel:${address.phone.replace(/\s+/g, '')}`} className="text-brand-800 underline">
              {address.phone}
            </a>
          </p>
        )}
        {address.email && (
          <p>
            {t('profile.email')}:{' '}
            <a href={`mailto:${address.email}`} className="text-brand-800 underline">
              {address.email}
            </a>
          </p>
        )}
      </address>
      <MapViewToggle view={view} onView={setView} />
      {geocoded.status === 'error' && (
        <Notice tone="warning" testId="geocode-warning">
          {t('map.geocodeFailed')}
        </Notice>
      )}
      {!point ? (
        <p className="rounded-xl bg-slate-100 p-4 text-center text-slate-700" data-testid="map-unavailable">
          {geocoded.status === 'loading' ? t('map.locating') : t('map.unavailable')}
        </p>
      ) : view === 'street' ? (
        <StreetView lat={point.lat} lng={point.lng} title={`${t('map.streetView')}: ${name}`} />
      ) : (
        <div className="h-64" data-testid="address-map">
          {inBrowser && (
            <Suspense fallback={<p className="p-4 text-slate-600">{t('map.loading')}</p>}>
              <DirectoryMap
                locations={[
                  { id: address.id, name, address: address.city ?? '', ...point, image: null, href: '' },
                ]}
                selected={null}
                onSelect={() => undefined}
                linkLabel={linkLabel}
                singleZoom={MAP_DEFAULTS.addressZoom}
              />
            </Suspense>
          )}
        </div>
      )}
    </article>
  );
}
