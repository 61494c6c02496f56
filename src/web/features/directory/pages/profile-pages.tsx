import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DirectoryLabel } from '../../../../core/contracts/directory';
import { displayName } from '../../../../core/domain/directory';
import { api, apiHref, pageHref } from '../../../../core/routes';
import { NotFoundPage } from '../../../components/not-found-page';
import { apiClient } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { idFromSlug } from '../../../lib/id-slug';
import { useLocale } from '../../../lib/use-locale';
import { AddressCard } from '../components/address-card';
import { ContactDialog } from '../components/contact-dialog';
import { EventsCalendar } from '../components/events-calendar';

/** PROF-04: at most three topics stand out in the hero. */
export const HIGHLIGHT_TAGS = 3;

function Labels({ labels, testId }: { labels: DirectoryLabel[]; testId: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-1 text-sm" data-testid={testId}>
      {labels.map((label) => (
        <li key={label.find} className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
          {label.name}
        </li>
      ))}
    </ul>
  );
}

function Breadcrumbs({ list, name }: { list: 'specialists' | 'fitnessClubs'; name: string }) {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  return (
    <nav aria-label={t('profile.breadcrumb')} className="text-sm text-slate-700" data-testid="breadcrumbs">
      <ol className="flex flex-wrap gap-1">
        <li>
          <Link to={pageHref('home', locale)} className="underline">
            {t('profile.home')}
          </Link>{' '}
          /
        </li>
        <li>
          <Link to={pageHref(list, locale)} className="underline">
            {list === 'specialists' ? t('profile.specialists') : t('profile.clubs')}
          </Link>{' '}
          /
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </nav>
  );
}

/** The cover with the avatar or logo over its lower edge (PROF-01). */
function Hero({ cover, picture, round }: { cover: string | null; picture: string | null; round: boolean }) {
  return (
    <div className="relative mb-14" data-testid="hero">
      <div className="h-40 overflow-hidden rounded-xl bg-slate-200 sm:h-56">
        {cover && (
          <img
            src={cover}
            alt=""
            width={1200}
            height={400}
            className="h-full w-full object-cover"
            data-testid="hero-cover"
          />
        )}
      </div>
      {picture && (
        <img
          src={picture}
          alt=""
          width={112}
          height={112}
          className={`absolute -bottom-12 left-6 h-28 w-28 border-4 border-white shadow ${round ? 'rounded-full' : 'rounded-2xl'}`}
          data-testid="hero-picture"
        />
      )}
    </div>
  );
}

/** B §2 "Specialist profile page" (issue 17 A4): hero, breadcrumbs, name, professions, topics, call and chat, qualifications, addresses, events. */
export function SpecialistPage() {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const profile = useQuery({
    queryKey: ['directory', 'specialist', id, locale],
    queryFn: ({ signal }) =>
      apiClient.call(api.specialist_detail, { params: { id: id ?? 0 }, query: { _locale: locale }, signal }),
    enabled: id !== null,
  });
  const name = profile.data ? displayName(profile.data, t('card.specialistFallback')) : undefined;
  useDocumentTitle(name);
  if (id === null || (profile.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (profile.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('profile.loadError')}
      </p>
    );
  if (!profile.data) return <p className="p-8 text-slate-600">{t('map.loading')}</p>;
  const p = profile.data;
  const phone = p.addresses.find((address) => address.phone)?.phone ?? null;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8" data-testid="specialist-profile">
      <Breadcrumbs list="specialists" name={name!} />
      <div className="mt-4">
        <Hero cover={p.background} picture={p.avatar} round />
      </div>
      <h1 className="text-3xl font-bold text-slate-900">{name}</h1>
      <p className="mt-1 text-lg text-slate-700" data-testid="profile-professions">
        {p.professions.map((profession) => profession.name).join(', ')}
      </p>
      <Labels labels={p.tags.slice(0, HIGHLIGHT_TAGS)} testId="highlight-tags" />
      <div className="mt-4 flex flex-wrap gap-2">
        {phone && (
          <a
            href={`tel:${phone.replace(/\s+/g, '')}`}
            className="rounded-md bg-brand-800 px-4 py-2 font-semibold text-white"
            data-testid="call-link"
          >
            {t('profile.call')}
          </a>
        )}
        <ContactDialog specialistId={p.id} name={name!} />
        <Link
          to={pageHref('chat', locale, {}, { receiver: p.userId })}
          className="rounded-md border border-brand-800 px-4 py-2 font-semibold text-brand-800"
          data-testid="chat-link"
        >
          {t('profile.chat')}
        </Link>
      </div>
      <section className="mt-8 grid gap-6 md:grid-cols-2">
        <div>
          <h2 className="text-xl font-semibold">{t('profile.about')}</h2>
          <p className="mt-2 text-slate-800">{p.bio}</p>
        </div>
        <div>
          <h2 className="text-xl font-semibold">{t('profile.professions')}</h2>
          <Labels labels={p.professions} testId="professions" />
          <h2 className="mt-4 text-xl font-semibold">{t('profile.topics')}</h2>
          <Labels labels={p.tags} testId="tags" />
          <h2 className="mt-4 text-xl font-semibold">{t('profile.certificates')}</h2>
          <ul className="mt-2 list-disc pl-5 text-slate-800" data-testid="certificates">
            {p.certificates.map((certificate) => (
              <li key={certificate.text}>
                {certificate.href ? (
                  <a href={certificate.href} rel="noopener noreferrer" className="underline">
                    {certificate.text}
                  </a>
                ) : (
                  certificate.text
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mt-8" aria-labelledby="addresses-heading">
        <h2 id="addresses-heading" className="text-xl font-semibold">
          {t('profile.addresses')}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {p.addresses.map((address) => (
            <AddressCard key={address.id} address={address} name={name!} linkLabel={t('card.viewProfile')} />
          ))}
        </div>
      </section>
      <EventsCalendar
        owner={{ userId: p.id }}
        feed={apiHref(api.calendar_user_feed, { id: p.id }, { _locale: locale })}
        load={(signal) =>
          apiClient.call(api.calendar_user_events, {
            params: { id: p.id },
            query: { _locale: locale },
            signal,
          })
        }
      />
    </article>
  );
}

/** A club's page (issue 17): hero with its logo, what it offers, its address with the map, website and events. */
export function FitnessClubPage() {
  const { t } = useTranslation('directory');
  const locale = useLocale();
  const id = idFromSlug(useParams().idSlug);
  const club = useQuery({
    queryKey: ['directory', 'company', id, locale],
    queryFn: ({ signal }) =>
      apiClient.call(api.company_detail, { params: { id: id ?? 0 }, query: { _locale: locale }, signal }),
    enabled: id !== null,
  });
  useDocumentTitle(club.data?.name);
  if (id === null || (club.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (club.isError)
    return (
      <p role="alert" className="p-8 text-red-900">
        {t('profile.loadError')}
      </p>
    );
  if (!club.data) return <p className="p-8 text-slate-600">{t('map.loading')}</p>;
  const c = club.data;
  return (
    <article className="mx-auto max-w-5xl px-4 py-8" data-testid="club-profile">
      <Breadcrumbs list="fitnessClubs" name={c.name} />
      <div className="mt-4">
        <Hero cover={c.image} picture={c.logo} round={false} />
      </div>
      <h1 className="text-3xl font-bold text-slate-900">{c.name}</h1>
      <p className="mt-1 text-lg text-slate-700">{c.type.name}</p>
      <section className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <p className="text-slate-800">{c.description}</p>
          {c.website && (
            <p className="mt-3">
              <a
                href={c.website}
                rel="noopener noreferrer"
                target="_blank"
                className="font-medium text-brand-800 underline"
              >
                {t('profile.website')}
              </a>
            </p>
          )}
        </div>
        <div>
          <h2 className="text-xl font-semibold">{t('profile.specialisations')}</h2>
          <Labels labels={c.specialisation} testId="specialisations" />
          <h2 className="mt-4 text-xl font-semibold">{t('profile.amenities')}</h2>
          <Labels labels={c.tags} testId="tags" />
        </div>
      </section>
      {c.address && (
        <section className="mt-8" aria-labelledby="address-heading">
          <h2 id="address-heading" className="text-xl font-semibold">
            {t('profile.clubAddress')}
          </h2>
          <div className="mt-3 max-w-xl">
            <AddressCard address={c.address} name={c.name} linkLabel={t('card.viewClub')} />
          </div>
        </section>
      )}
      <EventsCalendar
        owner={{ companyId: c.id }}
        feed={apiHref(api.calendar_company_feed, { id: c.id }, { _locale: locale })}
        load={(signal) =>
          apiClient.call(api.calendar_company_events, {
            params: { id: c.id },
            query: { _locale: locale },
            signal,
          })
        }
      />
    </article>
  );
}
