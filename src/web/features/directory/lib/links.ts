import type { CompanyCard, SpecialistCard } from '../../../../core/contracts/directory';
import type { Locale } from '../../../../core/i18n/locales';
import { pageHref } from '../../../../core/routes';
import { idSlug } from '../../../lib/id-slug';

/** SPEC-07: a specialist card links to the profile (the user view route) by id, slug and locale. */
export const specialistHref = (card: Pick<SpecialistCard, 'id' | 'slug'>, locale: Locale) =>
  pageHref('specialistDetail', locale, { idSlug: idSlug(card.id, card.slug) });
/** COMP-10: a club card links to the club's page by id, slug and locale. */
export const companyHref = (card: Pick<CompanyCard, 'id' | 'slug'>, locale: Locale) =>
  pageHref('fitnessClubDetail', locale, { idSlug: idSlug(card.id, card.slug) });
