import { describe, expect, it } from 'vitest';
import type { CompanyCard, PublicAddress, SpecialistCard } from '../../../../core/contracts/directory';
import { cutCompanyDescription } from '../components/directory-cards';
import { companyHref, specialistHref } from './links';
import { companyPins, specialistPins } from './pins';

const address = (overrides: Partial<PublicAddress>): PublicAddress => ({
  id: 1,
  street: 'ul. Długa',
  buildingNumber: '5',
  buildingAdditionalInformation: null,
  zip: '00-001',
  city: 'Warszawa',
  country: 'Polska',
  country_iso: 'PL',
  lat: 52.2,
  lng: 21,
  phone: null,
  email: null,
  allowShowZip: true,
  allowShowCity: true,
  allowShowStreet: true,
  allowShowPhone: false,
  emailIsAccessible: false,
  ...overrides,
});
const specialist = (id: number, addresses: PublicAddress[], fullname = 'Anna Nowak'): SpecialistCard => ({
  id,
  slug: 'anna-nowak',
  fullname,
  firstname: '',
  lastname: '',
  profession: [],
  tags: [],
  avatar: '/media/specialists/a.svg',
  background: null,
  address_work: addresses,
  distance: null,
});

describe('directory links and pins', () => {
  it('[SPEC-07] [COMP-10] cards link to the profile or club page by id, slug and locale', () => {
    expect(specialistHref({ id: 5, slug: 'anna-nowak' }, 'pl')).toBe('/pl/specjalisci/5-anna-nowak');
    expect(specialistHref({ id: 5, slug: 'anna-nowak' }, 'de')).toBe('/de/spezialisten/5-anna-nowak');
    expect(companyHref({ id: 9, slug: 'kuznia-formy' }, 'en')).toBe('/en/fitness-clubs/9-kuznia-formy');
  });

  it('[COMP-11] a club card’s description is cut to 160 characters at a word', () => {
    const long = 'A strength gym in a converted warehouse with lifting platforms and racks. '
      .repeat(4)
      .trim();
    const cut = cutCompanyDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('[SPEC-43] [SPEC-33] a pin has id, name, address, lat, lng, image; entries without coordinates have none', () => {
    const pins = specialistPins(
      [
        specialist(1, [
          address({ id: 10, lat: null, lng: null }),
          address({
            id: 11,
            street: 'Marktplatz',
            buildingNumber: '1',
            zip: '04109',
            city: 'Leipzig',
            lat: 51.34,
            lng: 12.37,
          }),
        ]),
        specialist(2, [address({ lat: null, lng: null })]),
        specialist(3, [address({ street: null, buildingNumber: null })], ''),
      ],
      'en',
      'Specialist',
    );
    expect(pins).toEqual([
      {
        id: 1,
        name: 'Anna Nowak',
        address: 'Marktplatz 1, 04109 Leipzig',
        lat: 51.34,
        lng: 12.37,
        image: '/media/specialists/a.svg',
        href: '/en/specialists/1-anna-nowak',
      },
      {
        id: 3,
        name: 'Specialist',
        address: '00-001 Warszawa',
        lat: 52.2,
        lng: 21,
        image: '/media/specialists/a.svg',
        href: '/en/specialists/3-anna-nowak',
      },
    ]);
    const club = {
      id: 4,
      slug: 'box',
      name: 'Box',
      street: 'Main Street',
      buildingNumber: '2',
      zip: '02108',
      city: 'Boston',
      logo: null,
      geo: { lat: 42.36, lon: -71.06 },
    } as CompanyCard;
    expect(companyPins([club, { ...club, id: 5, geo: null }], 'en')).toEqual([
      {
        id: 4,
        name: 'Box',
        address: 'Main Street 2, 02108 Boston',
        lat: 42.36,
        lng: -71.06,
        image: null,
        href: '/en/fitness-clubs/4-box',
      },
    ]);
  });
});
