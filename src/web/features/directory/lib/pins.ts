import type { CompanyCard, SpecialistCard } from '../../../../core/contracts/directory';
import type { Locale } from '../../../../core/i18n/locales';
import { companyHref, specialistHref } from './links';
import { readAddress, withCoordinates, type MapLocation } from './location';

const addressLine = (address: unknown) => {
  const a = readAddress(address);
  return [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
};

/** SPEC-33, SPEC-43: a pin per specialist with coordinates: id, name, address, lat, lng, image and the profile. */
export function specialistPins(items: SpecialistCard[], locale: Locale, fallbackName: string): MapLocation[] {
  return withCoordinates(items, (card) => card.address_work).map(({ entry, lat, lng }) => ({
    id: entry.id,
    name: entry.fullname || fallbackName,
    address: addressLine(entry.address_work.find((a) => a.lat !== null) ?? entry.address_work[0]),
    lat,
    lng,
    image: entry.avatar,
    href: specialistHref(entry, locale),
  }));
}

/** A pin per club with coordinates. */
export function companyPins(items: CompanyCard[], locale: Locale): MapLocation[] {
  return withCoordinates(items, (card) => card.geo).map(({ entry, lat, lng }) => ({
    id: entry.id,
    name: entry.name,
    address: addressLine({
      street: entry.street,
      buildingNumber: entry.buildingNumber,
      zip: entry.zip,
      city: entry.city,
    }),
    lat,
    lng,
    image: entry.logo,
    href: companyHref(entry, locale),
  }));
}
