import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { keptSelection, type MapLocation } from '../lib/location';
import { DirectoryMap, MapViewToggle, tabClass, useInBrowser } from './map-view';
import { StreetView } from './street-view';

/** SPEC-29: the map and street view; street view needs a chosen pin. */
function MapViewer({
  locations,
  selected,
  onSelect,
  linkLabel,
}: {
  locations: MapLocation[];
  selected: number | null;
  onSelect: (id: number | null) => void;
  linkLabel: string;
}) {
  const { t } = useTranslation('directory');
  const [view, setView] = useState<'map' | 'street'>('map');
  const inBrowser = useInBrowser();
  const chosen = locations.find((location) => location.id === selected);
  return (
    <div className="flex h-full flex-col gap-2">
      <MapViewToggle view={view} onView={setView} />
      <div className="min-h-80 flex-1" data-testid="map-view">
        {view === 'street' ? (
          chosen ? (
            <StreetView lat={chosen.lat} lng={chosen.lng} title={`${t('map.streetView')}: ${chosen.name}`} />
          ) : (
            <p
              className="flex h-full min-h-40 items-center justify-center rounded-xl bg-slate-100 p-4 text-center text-slate-700"
              data-testid="street-view-needs-pin"
            >
              {t('map.streetViewNeedsPin')}
            </p>
          )
        ) : inBrowser ? (
          <Suspense fallback={<p className="p-4 text-slate-600">{t('map.loading')}</p>}>
            <DirectoryMap
              locations={locations}
              selected={selected}
              onSelect={onSelect}
              linkLabel={linkLabel}
            />
          </Suspense>
        ) : (
          <p className="p-4 text-slate-600">{t('map.loading')}</p>
        )}
      </div>
      {locations.length === 0 && (
        <p className="text-sm text-slate-600" data-testid="map-empty">
          {t('map.empty')}
        </p>
      )}
    </div>
  );
}

/**
 * The directory's map beside the results (SPEC-34) from 768 px up; below, a Map button opens it in a dialog
 * (SPEC-35..37, SPEC-45: Escape and the backdrop close it, the page behind does not scroll; a new opening
 * starts on the map; a list of the same places is one tab away) together with the place picker.
 */
export function MapPanel({
  locations,
  linkLabel,
  controls,
}: {
  locations: MapLocation[];
  linkLabel: string;
  controls: ReactNode;
}) {
  const { t } = useTranslation('directory');
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [modalView, setModalView] = useState<'map' | 'list'>('map');
  const ids = locations.map((location) => location.id);
  // SPEC-30: the selection goes when its entry leaves the results.
  const kept = keptSelection(selected, ids);
  if (kept !== selected) setSelected(kept);
  return (
    <aside aria-label={t('map.title')} className="h-full">
      <div className="sticky top-28 hidden h-[32rem] md:block" data-testid="map-panel">
        <MapViewer locations={locations} selected={selected} onSelect={setSelected} linkLabel={linkLabel} />
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setModalView('map');
        }}
        trigger={
          <button
            type="button"
            className="w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-medium md:hidden"
            data-testid="map-open"
          >
            {t('map.open')}
          </button>
        }
        title={t('map.title')}
        closeLabel={t('map.close')}
        width="xl"
        testId="map-dialog"
      >
        {controls}
        <div role="group" aria-label={t('map.title')} className="mt-3 flex gap-1">
          <button
            type="button"
            aria-pressed={modalView === 'map'}
            className={tabClass(modalView === 'map')}
            onClick={() => setModalView('map')}
          >
            {t('map.mapView')}
          </button>
          <button
            type="button"
            aria-pressed={modalView === 'list'}
            className={tabClass(modalView === 'list')}
            onClick={() => setModalView('list')}
            data-testid="map-list-tab"
          >
            {t('map.list')}
          </button>
        </div>
        <div className="mt-3 h-[60vh]">
          {modalView === 'map' ? (
            <MapViewer
              locations={locations}
              selected={selected}
              onSelect={setSelected}
              linkLabel={linkLabel}
            />
          ) : (
            <ul className="divide-y divide-slate-200" data-testid="map-list">
              {locations.map((location) => (
                <li key={location.id} className="flex items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-medium text-slate-900">{location.name}</span>
                    <span className="block text-sm text-slate-600">{location.address}</span>
                  </span>
                  <button
                    type="button"
                    className="shrink-0 text-sm font-medium text-brand-800 underline"
                    onClick={() => {
                      setSelected(location.id);
                      setModalView('map');
                    }}
                  >
                    {t('map.showOnMap')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Dialog>
    </aside>
  );
}
