import {
  HOME_EXPERTS,
  type AdminTestimonial,
  type HomeExpertsResponse,
  type LatestDietsResponse,
  type RandomDietDayResponse,
  type TestimonialChange,
  type TestimonialInput,
  type TestimonialsResponse,
} from '../../../core/contracts/home';
import type { Locale } from '../../../core/i18n/locales';
import { NotFoundError } from '../../errors';
import { keptPerRevision } from '../../lib/revision-cache';
import type { DietTemplatesPort } from './home.port';
import {
  NO_RANDOM_DAY,
  presentAdminTestimonial,
  presentExpert,
  presentLatestDiet,
  presentRandomDay,
  presentTestimonial,
} from './home.presenter';
import type { HomeRepo, NamedLabel, TestimonialValues } from './home.repo';

function testimonialValues(change: TestimonialChange): Partial<TestimonialValues> {
  return {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.rating === undefined ? {} : { rating: change.rating }),
    ...(change.weight === undefined ? {} : { weight: change.weight }),
    ...(change.text === undefined
      ? {}
      : { text_en: change.text.en, text_de: change.text.de, text_pl: change.text.pl }),
  };
}

/**
 * The home page's blocks (B §2 "Home-page content blocks", §3, §7; issue 21): a random real day of one of our
 * diet templates, random public experts, the newest templates, and the testimonials admins manage.
 * What depends only on the catalogue (the random day's candidates, the latest diets) is kept per catalogue
 * revision; the experts are drawn on every call (an account losing its role shows at once), and so are the
 * testimonials (an admin's change shows at once).
 */
export function createHomeService(
  repo: HomeRepo,
  dietTemplates: DietTemplatesPort,
  random: () => number = Math.random,
) {
  const candidates = keptPerRevision(repo.revision, async (_all: 'all') => repo.templateIdsWithDays());
  const pick = (count: number) => Math.min(count - 1, Math.floor(random() * count));

  const latestDiets = keptPerRevision(
    repo.revision,
    async ({ limit, locale }: { limit: number; locale: Locale }): Promise<LatestDietsResponse> => {
      const [rows, labels] = await Promise.all([repo.latestTemplates(limit), repo.templateLabels()]);
      const byKind = new Map<string, NamedLabel>(
        labels.map((label) => [`${label.kind}:${label.key}`, label]),
      );
      return {
        diets: rows.map((row) => presentLatestDiet(row, byKind, locale, dietTemplates.image)),
      };
    },
  );

  return {
    /** HOME-32, HOME-33: a random day of a random template with days; the empty answer without one. */
    async randomDay(locale: Locale): Promise<RandomDietDayResponse> {
      const ids = await candidates('all');
      if (ids.length === 0) return NO_RANDOM_DAY;
      const day = await dietTemplates.day(ids[pick(ids.length)]!, locale, pick);
      return day ? presentRandomDay(day, locale) : NO_RANDOM_DAY;
    },

    /** HOME-35, HOME-38, HOME-39: up to 4 random specialists whose accounts hold the specialist role. */
    async experts(locale: Locale): Promise<HomeExpertsResponse> {
      const [rows, professions] = await Promise.all([
        repo.randomExperts(HOME_EXPERTS),
        repo.professionLabels(),
      ]);
      const labels = new Map<string, NamedLabel>(professions.map((label) => [label.key, label]));
      return { experts: rows.map((row) => presentExpert(row, labels, locale)) };
    },

    /** HOME-09, HOME-10: the newest templates; `limit` is already clamped by the contract (HOME-11). */
    latestDiets: (limit: number, locale: Locale) => latestDiets({ limit, locale }),

    /** HOME-55, HOME-56: the shown testimonials, in the page's language. */
    async testimonials(locale: Locale): Promise<TestimonialsResponse> {
      return {
        testimonials: (await repo.visibleTestimonials()).map((row) => presentTestimonial(row, locale)),
      };
    },

    async adminTestimonials(): Promise<{ testimonials: AdminTestimonial[] }> {
      return { testimonials: (await repo.testimonials()).map(presentAdminTestimonial) };
    },

    async createTestimonial(input: TestimonialInput): Promise<AdminTestimonial> {
      const id = await repo.insertTestimonial({
        name: input.name,
        rating: input.rating,
        weight: input.weight,
        text_en: input.text.en,
        text_de: input.text.de,
        text_pl: input.text.pl,
      });
      return presentAdminTestimonial((await repo.testimonial(id))!);
    },

    async updateTestimonial(id: number, change: TestimonialChange): Promise<AdminTestimonial> {
      if (!(await repo.updateTestimonial(id, testimonialValues(change)))) throw new NotFoundError();
      const row = await repo.testimonial(id);
      if (!row) throw new NotFoundError();
      return presentAdminTestimonial(row);
    },

    async deleteTestimonial(id: number): Promise<void> {
      if (!(await repo.deleteTestimonial(id))) throw new NotFoundError();
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
