import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArticleCard as ArticleCardData } from '../../../../core/contracts/articles';
import { buttonClass } from '../../../components/ui/styles';

/** HOME-40: image, category badge, author, date, read time, title, description and "read more". */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  const { t } = useTranslation('shop');
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="article-card"
    >
      {article.image && (
        <img
          src={article.image}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          className="aspect-[1200/630] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ul className="flex flex-wrap gap-1">
          {article.categories.map((category) => (
            <li
              key={category.find}
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900"
            >
              {category.name}
            </li>
          ))}
        </ul>
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <Link to={article.href} className="hover:text-brand-800 hover:underline">
            {article.name}
          </Link>
        </h2>
        <p className="text-xs text-slate-600" data-testid="article-meta">
          {article.writer ? `${article.writer.fullname} · ` : ''}
          <time dateTime={article.created_at}>{article.created_at_formatted.text}</time> ·{' '}
          {t('blog.readTime', { count: article.read_time })}
        </p>
        <p className="text-sm text-slate-700">{article.description}</p>
        <div className="mt-auto pt-2">
          <Link to={article.href} className={buttonClass('secondary')}>
            {t('blog.readMore')}
            <span className="sr-only">: {article.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
