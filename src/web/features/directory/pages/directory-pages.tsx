import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueSort } from '../../../../core/contracts/catalogue-options';
import type {
  CompanyCard as Company,
  SpecialistCard as Specialist,
} from '../../../../core/contracts/directory';
import { defaultCountry } from '../../../../core/domain/directory';
import type { Locale } from '../../../../core/i18n/locales';
import {
  CatalogueList,
  type CatalogueDefinition,
  type ExtraControls,
} from '../../../components/catalogue/catalogue-list';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import {
  companyFilterGroups,
  companyFiltersOptions,
  DIRECTORY_STALE_MS,
  searchCompanies,
  searchSpecialists,
  specialistFilterGroups,
  specialistFiltersOptions,
} from '../api/directory-api';
import { CompanyCard, SpecialistCard } from '../components/directory-cards';
import { LocationPanel, type LocationOptions } from '../components/location-panel';
import { MapPanel } from '../components/map-panel';
import { companyPins, specialistPins } from '../lib/pins';
import { LOCATION_KEYS, locationBody, type MapLocation } from '../lib/location';

const hasKey = () => !!appConfig.apiKey && appConfig.apiKey.trim() !== '';

/** The parts both directory lists share: the place in the URL and the request, the picker and the map. */
function directoryParts<Item extends { id: number }>(
  locale: Locale,
  options: LocationOptions | undefined,
  pins: (items: Item[]) => MapLocation[],
  linkLabel: string,
) {
  const controls = (props: ExtraControls) => <LocationPanel {...props} options={options} />;
  return {
    extraKeys: LOCATION_KEYS,
    extraBody: (extra: Record<string, string>) => locationBody(extra, defaultCountry(locale).iso),
    renderControls: controls,
    renderAside: (items: Item[], props: ExtraControls) => (
      <MapPanel locations={pins(items)} linkLabel={linkLabel} controls={controls(props)} />
    ),
  };
}

/** B §2 "Specialist search page" (issue 17 A1). */
export function SpecialistsPage() {
  const { t } = useTranslation(['catalogue', 'directory']);
  const locale = useLocale();
  const filters = useQuery({ ...specialistFiltersOptions(locale), enabled: hasKey() });
  const linkLabel = t('directory:card.viewProfile');
  const fallbackName = t('directory:card.specialistFallback');
  const definition = useMemo<CatalogueDefinition<Specialist, CatalogueSort>>(
    () => ({
      kind: 'specialists',
      pageViewPath: '/user',
      search: searchSpecialists,
      filters: specialistFilterGroups,
      groups: [
        { key: 'profession', options: 'professions' },
        { key: 'tags', options: 'tags' },
      ],
      // CAT-47: "previous" does not scroll on the specialist list.
      scrollOnPrevious: false,
      pageWindow: 2,
      staleTime: DIRECTORY_STALE_MS,
      renderCard: (card) => <SpecialistCard card={card} />,
      ...directoryParts<Specialist>(
        locale,
        filters.data,
        (items) => specialistPins(items, locale, fallbackName),
        linkLabel,
      ),
    }),
    [locale, filters.data, linkLabel, fallbackName],
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('specialists.title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t('specialists.lead')}</p>
      <CatalogueList definition={definition} apiKey={appConfig.apiKey} />
    </div>
  );
}

/** B §2 "Company (partner directory) page" (issue 17 A1). */
export function FitnessClubsPage() {
  const { t } = useTranslation(['catalogue', 'directory']);
  const locale = useLocale();
  const filters = useQuery({ ...companyFiltersOptions(locale), enabled: hasKey() });
  const linkLabel = t('directory:card.viewClub');
  const definition = useMemo<CatalogueDefinition<Company, CatalogueSort>>(
    () => ({
      kind: 'companies',
      pageViewPath: '/company',
      search: searchCompanies,
      filters: companyFilterGroups,
      groups: [
        { key: 'type', options: 'types' },
        { key: 'specialisation', options: 'specialisations' },
        { key: 'tags', options: 'tags' },
      ],
      scrollOnPrevious: true,
      pageWindow: 2,
      staleTime: DIRECTORY_STALE_MS,
      renderCard: (card) => <CompanyCard card={card} />,
      ...directoryParts<Company>(locale, filters.data, (items) => companyPins(items, locale), linkLabel),
    }),
    [locale, filters.data, linkLabel],
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('companies.title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{t('companies.lead')}</p>
      <CatalogueList definition={definition} apiKey={appConfig.apiKey} />
    </div>
  );
}
