import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_SECTION_IDS,
  buildAccountMenu,
  countItems,
  type AccountMenuItem,
  type AccountMenuSection,
  type AccountSectionId,
} from '../../../../core/domain/account-menu';
import { INTL_TAGS, type Locale } from '../../../../core/i18n/locales';
import { useLocale } from '../../../lib/use-locale';
import { ItemIcon } from '../components/item-icon';
import { useCurrentUser, useSession } from '../../../lib/session';
import { EmailLinkNotice } from '../../../components/email-verification/email-link-notice';
import { EmailVerificationNotice } from '../../../components/email-verification/email-verification-notice';
import { SocialLinkNotice } from '../../../components/social-sign-in/social-link-notice';
import { useEmailVerified } from '../../../lib/email-verification';

const SECTION_PARAM = 'section';
type Choice = AccountSectionId | 'all';

function parseChoice(value: string | null, sections: AccountMenuSection[]): Choice {
  const known = (ACCOUNT_SECTION_IDS as readonly string[]).includes(value ?? '');
  return known && sections.some((section) => section.id === value) ? (value as AccountSectionId) : 'all';
}

export function useAccountSections(locale: Locale): AccountMenuSection[] {
  const { t } = useTranslation();
  const { user, csrfToken } = useSession();
  return useMemo(
    () => (user ? buildAccountMenu({ locale, roles: user.roles, csrfToken, t: (key) => t(key) }) : []),
    [locale, user, csrfToken, t],
  );
}

/** ACCT-02: the switcher lists every section with its item count; "all" shows every section at once. */
export function SectionSwitcher({
  sections,
  choice,
  onChoose,
}: {
  sections: AccountMenuSection[];
  choice: Choice;
  onChoose: (choice: Choice) => void;
}) {
  const { t } = useTranslation('account');
  const entries: Array<{ id: Choice; title: string; count: number }> = [
    { id: 'all', title: t('menu.all'), count: countItems(sections) },
    ...sections.map((section) => ({ id: section.id, title: section.title, count: section.items.length })),
  ];
  return (
    <nav aria-label={t('menu.switcher')} data-testid="section-switcher">
      <ul className="flex flex-wrap gap-2">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              aria-pressed={choice === entry.id}
              onClick={() => onChoose(entry.id)}
              data-section={entry.id}
              className="flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white"
            >
              <span>{entry.title}</span>
              <span
                aria-hidden
                className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-800"
              >
                {entry.count}
              </span>
              <span className="sr-only">{t('menu.itemCount', { count: entry.count })}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const cardClass =
  'flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-700 hover:shadow-md';

/** ACCT-01/03/04/07: an item is a card — a link, or the logout form — with its public/private icon. */
function ItemCard({ item }: { item: AccountMenuItem }) {
  const { t } = useTranslation('account');
  const visibility = item.logout ? null : item.isPublic ? t('menu.public') : t('menu.private');
  const body = (
    <>
      <ItemIcon icon={item.icon} label={visibility} />
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{item.label}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{item.description}</span>
      </span>
    </>
  );
  if (item.logout) {
    return (
      <form
        method={item.logout.method}
        action={item.logout.action}
        className="h-full"
        data-testid="account-logout-form"
      >
        <input type="hidden" name="_csrf_token" value={item.logout.token} />
        <button type="submit" className={cardClass} data-item={item.id}>
          {body}
        </button>
      </form>
    );
  }
  return (
    <Link to={item.href} className={cardClass} data-item={item.id} data-public={item.isPublic}>
      {body}
    </Link>
  );
}

/** A day (`2026-12-31`) as the page's language writes it in full ("December 31, 2026", "31. Dezember 2026"). */
function formatDay(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Issue 18 A4: until when a bought pro package lasts; nothing for a role without an end (an admin's grant). */
function ProUntil() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const proUntil = useCurrentUser()?.proUntil;
  if (!proUntil) return null;
  return (
    <p className="mt-1 text-sm font-medium text-brand-900" data-testid="pro-until">
      {t('menu.proUntil', { date: formatDay(proUntil, locale) })}
    </p>
  );
}

export function AccountSections({ sections, choice }: { sections: AccountMenuSection[]; choice: Choice }) {
  const shown = choice === 'all' ? sections : sections.filter((section) => section.id === choice);
  return (
    <div className="mt-8 space-y-10">
      {shown.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`account-section-${section.id}`}
          data-testid={`account-section-${section.id}`}
        >
          <h2 id={`account-section-${section.id}`} className="text-xl font-semibold text-slate-900">
            {section.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{section.description}</p>
          {section.id === 'pro' && <ProUntil />}
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {section.items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * What the account page has to say first: how a confirmation link or a provider link went, and — while the
 * address is not confirmed — the request to confirm it, with "Send the link again".
 */
function AccountNotices() {
  const verified = useEmailVerified();
  return (
    <div className="mt-6 space-y-4 empty:hidden" data-testid="account-notices">
      <EmailLinkNotice place="account" />
      <SocialLinkNotice />
      {verified === false && <EmailVerificationNotice />}
    </div>
  );
}

/** B §2 "Account menu page": the sections as cards, with a section switcher. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const sections = useAccountSections(locale);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const choice = parseChoice(params.get(SECTION_PARAM), sections);
  const choose = (next: Choice) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(SECTION_PARAM);
        else updated.set(SECTION_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">
        {user ? t('menu.greeting', { name: user.name }) : t('menu.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('menu.lead')}</p>
      <AccountNotices />
      <div className="mt-6">
        <SectionSwitcher sections={sections} choice={choice} onChoose={choose} />
      </div>
      <AccountSections sections={sections} choice={choice} />
    </div>
  );
}
