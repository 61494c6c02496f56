import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useCurrentUser } from '../../../lib/session';
import { AuditList } from '../components/audit-list';
import { EbooksSection, ExercisesSection, FoodsSection } from '../components/catalogue-sections';
import { ArticlesSection, PackagesSection, PromotionsSection } from '../components/content-sections';
import { FeedbackSection, NarrationSection } from '../components/feedback-sections';
import { ModerationSection } from '../components/moderation-section';
import { OrdersSection } from '../components/orders-section';
import { RecipesSection } from '../components/recipes-section';
import { SeoSection } from '../components/seo-section';
import { TemplatesSection } from '../components/templates-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { UsersSection } from '../components/users-section';
import { ADMIN_SECTIONS, isAdminSection, useAdminParams, type AdminSection } from '../lib/section-params';

function sectionBody(section: AdminSection) {
  switch (section) {
    case 'users':
      return <UsersSection />;
    case 'orders':
      return <OrdersSection />;
    case 'audit':
      return <AuditList />;
    case 'feedback':
      return <FeedbackSection />;
    case 'narration':
      return <NarrationSection />;
    case 'testimonials':
      return <TestimonialsSection />;
    case 'recipes':
      return <RecipesSection />;
    case 'foods':
      return <FoodsSection />;
    case 'exercises':
      return <ExercisesSection />;
    case 'ebooks':
      return <EbooksSection />;
    case 'articles':
      return <ArticlesSection />;
    case 'promotions':
      return <PromotionsSection />;
    case 'packages':
      return <PackagesSection />;
    case 'moderation':
      return <ModerationSection />;
    case 'templates':
      return <TemplatesSection />;
    case 'seo':
      return <SeoSection />;
  }
}

/**
 * The admin area (issue 24): its own navigation between sections (`?section=`), a heading per section.
 * Members without the admin role are told the area is for administrators, and nothing is asked of the server
 * (which refuses them anyway); guests never get here (the page's access rule sends them to sign in).
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const user = useCurrentUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const { params } = useAdminParams();
  const requested = params.get('section');
  const section: AdminSection = isAdminSection(requested) ? requested : 'users';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      {!isAdmin ? (
        <div className="mt-6">
          <Notice tone="info" testId="admin-not-admin">
            {t('notAdmin')}
          </Notice>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[14rem_1fr]">
          <AdminNav current={section} />
          <section
            aria-labelledby="admin-section-heading"
            className="min-w-0"
            data-testid={`admin-section-${section}`}
          >
            <h2 id="admin-section-heading" className="mb-4 text-2xl font-semibold text-slate-900">
              {t(`sections.${section}`)}
            </h2>
            {sectionBody(section)}
          </section>
        </div>
      )}
    </div>
  );
}

/** Links to the sections: a row that wraps on a phone, a column beside the section from 1024 px. */
function AdminNav({ current }: { current: AdminSection }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} data-testid="admin-nav">
      <ul className="flex flex-wrap gap-2 lg:flex-col">
        {ADMIN_SECTIONS.map((name) => (
          <li key={name}>
            <Link
              to={`?section=${name}`}
              aria-current={name === current ? 'page' : undefined}
              className={`block rounded-md border px-3 py-2 font-medium ${
                name === current
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-slate-300 text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100'
              }`}
            >
              {t(`sections.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
