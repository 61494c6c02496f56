import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_EXPERTS, type Expert } from '../../../../core/contracts/home';
import { Notice } from '../../../components/ui/notice';
import { appConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/use-locale';
import { expertsOptions } from '../api/home-api';

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

function ExpertCard({ expert }: { expert: Expert }) {
  const { t } = useTranslation('home');
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="expert"
    >
      <div className="relative h-20 bg-brand-100">
        {expert.background && (
          <img
            src={expert.background}
            alt=""
            width={320}
            height={80}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="-mt-10 flex flex-1 flex-col items-center gap-2 px-4 pb-5 text-center">
        {expert.avatar ? (
          <img
            src={expert.avatar}
            alt=""
            width={80}
            height={80}
            loading="lazy"
            className="h-20 w-20 rounded-full border-4 border-white object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-20 w-20 items-center justify-center rounded-full border-4 border-white bg-brand-800 text-xl font-bold text-white"
          >
            {initialsOf(expert.fullname)}
          </span>
        )}
        <span
          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900"
          data-testid="expert-title"
        >
          {t(`experts.titles.${expert.title}`)}
        </span>
        <h3 className="font-semibold text-slate-900">{expert.fullname}</h3>
        <p className="text-sm text-slate-700">{expert.professions.join(', ')}</p>
        <Link
          to={expert.profileUrl}
          className="mt-auto rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t('experts.profile')}
          <span className="sr-only">: {expert.fullname}</span>
        </Link>
      </div>
    </li>
  );
}

/** HOME-35..39: up to 4 random public specialists; outlines while loading, a warning on error, a note when none. */
export function ExpertsSection({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const hasKey = !!appConfig.apiKey && appConfig.apiKey.trim() !== '';
  const experts = useQuery({ ...expertsOptions(locale), enabled: hasKey && enabled });
  let body;
  if (!hasKey || experts.isError)
    body = (
      <Notice tone="warning" testId="experts-error">
        {t('experts.loadFailed')}
      </Notice>
    );
  else if (experts.data?.length === 0)
    body = (
      <p className="text-slate-700" data-testid="experts-empty">
        {t('experts.empty')}
      </p>
    );
  else
    body = (
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="experts"
        aria-busy={!experts.data || undefined}
      >
        {experts.data
          ? experts.data
              .slice(0, HOME_EXPERTS)
              .map((expert) => <ExpertCard key={expert.id} expert={expert} />)
          : Array.from({ length: HOME_EXPERTS }, (_, i) => (
              <li
                key={i}
                aria-hidden="true"
                data-testid="expert-skeleton"
                className="h-72 animate-pulse rounded-xl border border-slate-200 bg-slate-100 motion-reduce:animate-none"
              />
            ))}
      </ul>
    );
  return (
    <section
      aria-labelledby="home-experts-heading"
      className="mx-auto max-w-7xl px-4 py-12"
      data-testid="home-experts"
    >
      <h2 id="home-experts-heading" className="text-2xl font-bold text-slate-900">
        {t('experts.heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('experts.lead')}</p>
      <div className="mt-6">{body}</div>
    </section>
  );
}
