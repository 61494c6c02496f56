import 'leaflet/dist/leaflet.css';
import './directory-map.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { appConfig } from '../../../lib/app-config';
import { MAP_DEFAULTS, type MapLocation } from '../lib/location';

/** SPEC-41: the public OpenStreetMap tiles, used when the configured ones fail. */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const pin = (selected: boolean) =>
  divIcon({
    className: '',
    html: `<span class="block h-6 w-6 -translate-y-1/2 rounded-full border-2 border-white shadow-md ${selected ? 'bg-red-700 ring-4 ring-red-300' : 'bg-brand-800'}"></span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    popupAnchor: [0, -16],
  });

/** SPEC-38, SPEC-39: no pins → the default view; one → zoom 14 on it; several → all of them in view. */
function FitToLocations({ locations, singleZoom }: { locations: MapLocation[]; singleZoom: number }) {
  const map = useMap();
  const key = locations.map((l) => `${l.id}:${l.lat}:${l.lng}`).join('|');
  useEffect(() => {
    if (locations.length === 0) map.setView(MAP_DEFAULTS.center, MAP_DEFAULTS.zoom);
    else if (locations.length === 1) map.setView([locations[0]!.lat, locations[0]!.lng], singleZoom);
    else map.fitBounds(latLngBounds(locations.map((l) => [l.lat, l.lng])), { padding: [32, 32] });
    // The pins' positions, not the array's identity, decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map, singleZoom]);
  return null;
}

/**
 * The directory's map (Leaflet, its own chunk: only pages with a map load it): a pin per location, the
 * selected one marked, a popup 360 px wide with the entry's name, address and link (SPEC-40).
 */
export default function DirectoryMap({
  locations,
  selected,
  onSelect,
  linkLabel,
  singleZoom = MAP_DEFAULTS.singleZoom,
}: {
  locations: MapLocation[];
  selected: number | null;
  onSelect: (id: number) => void;
  linkLabel: string;
  /** SPEC-39: one place at zoom 14; an address card's map at 15 (PROF-15). */
  singleZoom?: number;
}) {
  const [tileUrl, setTileUrl] = useState(appConfig.maps.tileUrl);
  return (
    <MapContainer
      center={MAP_DEFAULTS.center}
      zoom={MAP_DEFAULTS.zoom}
      className="h-full min-h-80 w-full rounded-xl"
      scrollWheelZoom={false}
    >
      <TileLayer
        url={tileUrl}
        attribution={
          tileUrl === appConfig.maps.tileUrl ? appConfig.maps.tileAttribution : '© OpenStreetMap contributors'
        }
        eventHandlers={{ tileerror: () => setTileUrl((url) => (url === OSM_TILES ? url : OSM_TILES)) }}
      />
      <FitToLocations locations={locations} singleZoom={singleZoom} />
      {locations.map((location) => (
        <Marker
          key={location.id}
          position={[location.lat, location.lng]}
          icon={pin(location.id === selected)}
          title={location.name}
          alt={location.name}
          eventHandlers={{ click: () => onSelect(location.id) }}
        >
          <Popup maxWidth={MAP_DEFAULTS.popupWidth} minWidth={Math.min(MAP_DEFAULTS.popupWidth, 240)}>
            <div className="flex gap-3" data-testid="map-popup">
              {location.image && (
                <img src={location.image} alt="" width={56} height={56} className="h-14 w-14 rounded-full" />
              )}
              <div>
                <p className="font-semibold text-slate-900">{location.name}</p>
                {location.address && <p className="text-sm text-slate-700">{location.address}</p>}
                {location.href && (
                  <Link to={location.href} className="text-sm font-medium text-brand-800 underline">
                    {linkLabel}
                  </Link>
                )}
              </div>
            </div>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
