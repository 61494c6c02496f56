import { useTranslation } from 'react-i18next';
import { appConfig } from '../../../lib/app-config';

/** SPEC-42: street view as the maps service's embedded frame at a point; without a configured key, a text. */
export function StreetView({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const { t } = useTranslation('directory');
  const key = appConfig.maps.streetViewKey;
  if (!key)
    return (
      <p
        className="flex h-full min-h-40 items-center justify-center rounded-xl bg-slate-100 p-4 text-center text-slate-700"
        data-testid="street-view-unavailable"
      >
        {t('map.streetViewUnavailable')}
      </p>
    );
  const src = `https://www.google.com/maps/embed/v1/streetview?key=${encodeURIComponent(key)}&location=${lat},${lng}`;
  return (
    <iframe
      title={title}
      src={src}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      className="h-[clamp(350px,60vh,650px)] w-full rounded-xl border-0"
      data-testid="street-view"
    />
  );
}
