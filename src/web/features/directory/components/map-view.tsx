import { lazy, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** The Leaflet map, in its own chunk: only pages that show a map load it. */
export const DirectoryMap = lazy(() => import('./directory-map'));

const noSubscription = () => () => undefined;
/** The map is drawn in the browser only (Leaflet needs the window); the server sends its frame. */
export function useInBrowser() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export const tabClass = (active: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-medium ${active ? 'bg-brand-800 text-white' : 'bg-white text-slate-800 hover:bg-slate-100'}`;

/** SPEC-29, PROF-12: the switch between the map and street view. */
export function MapViewToggle({
  view,
  onView,
}: {
  view: 'map' | 'street';
  onView: (view: 'map' | 'street') => void;
}) {
  const { t } = useTranslation('directory');
  return (
    <div
      role="group"
      aria-label={t('map.title')}
      className="flex gap-1 self-start rounded-lg border border-slate-200 p-1"
    >
      <button
        type="button"
        aria-pressed={view === 'map'}
        className={tabClass(view === 'map')}
        onClick={() => onView('map')}
      >
        {t('map.mapView')}
      </button>
      <button
        type="button"
        aria-pressed={view === 'street'}
        className={tabClass(view === 'street')}
        onClick={() => onView('street')}
        data-testid="street-view-tab"
      >
        {t('map.streetView')}
      </button>
    </div>
  );
}
