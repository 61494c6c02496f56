import { describe, expect, it } from 'vitest';
import { missingProperties } from './required-properties';
import {
  articleJsonLd,
  breadcrumbList,
  jsonLdDocument,
  personJsonLd,
  productJsonLd,
  sportsActivityLocationJsonLd,
} from './structured-data';

const URL_BASE = 'https://nutrio.test';

describe('schema.org nodes for the shop, specialists, clubs and articles (issue 14 A2)', () => {
  it('a Product carries an Offer priced in the currency of the page language', () => {
    const currencies = (['pl', 'de', 'en'] as const).map((locale) => {
      const node = productJsonLd({
        url: `${URL_BASE}/${locale}/shop/e-books/1-x`,
        locale,
        name: 'Low-FODMAP in 30 days',
        description: 'A four-week plan with shopping lists.',
        image: `${URL_BASE}/media/ebooks/1.jpg`,
        price: 19.9,
        brand: 'Nutrio',
        available: true,
      });
      expect(missingProperties(node)).toEqual([]);
      const offer = node.offers as Record<string, string>;
      expect(offer.price).toBe('19.90');
      expect(offer.availability).toBe('https://schema.org/InStock');
      return offer.priceCurrency;
    });
    expect(currencies).toEqual(['PLN', 'EUR', 'USD']);
  });

  it('a Person, a SportsActivityLocation and an Article have every required property', () => {
    const address = { street: 'ul. Długa 5', postalCode: '00-238', city: 'Warszawa', country: 'PL' };
    const nodes = [
      personJsonLd({
        url: `${URL_BASE}/pl/specjalisci/7-anna-nowak`,
        name: 'Anna Nowak',
        jobTitle: 'Dietetyczka kliniczna',
        image: null,
        address,
        languages: ['pl', 'en'],
      }),
      sportsActivityLocationJsonLd({
        url: `${URL_BASE}/pl/kluby-fitness/3-fit-zone`,
        name: 'Fit Zone',
        image: null,
        address,
        geo: { latitude: 52.2297, longitude: 21.0122 },
      }),
      articleJsonLd({
        url: `${URL_BASE}/en/articles/4-fibre`,
        headline: 'Fibre: how much you need and where to find it '.repeat(4),
        description: 'What fibre does and how to reach 30 g a day.',
        image: `${URL_BASE}/media/articles/4.jpg`,
        author: 'Nutrio editorial team',
        published: '2026-11-02',
        locale: 'en',
        publisher: 'Nutrio',
      }),
      breadcrumbList([{ name: 'Home', url: `${URL_BASE}/en/` }]),
    ];
    expect(missingProperties(jsonLdDocument(nodes))).toEqual([]);
    expect((nodes[2]!.headline as string).length).toBeLessThanOrEqual(110);
    expect(nodes[1]!.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'PL' });
  });

  it('the checker names what is missing and types it has no rules for', () => {
    const product = productJsonLd({
      url: `${URL_BASE}/en/x`,
      locale: 'en',
      name: 'X',
      description: '',
      image: null,
      price: 1,
      brand: 'Nutrio',
      available: false,
    });
    expect(missingProperties(product)).toEqual(['$.image']);
    expect(missingProperties({ '@graph': [{ '@type': 'Event', name: 'x' }] })).toEqual([
      '$.@graph[0]: unknown type Event',
    ]);
  });
});
