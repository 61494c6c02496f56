import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EbookCard as EbookCardData } from '../../../../core/contracts/ebooks';
import { EBOOK_CARD_DESCRIPTION } from '../../../../core/contracts/ebook-options';
import { BookIcon } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/styles';
import { truncateText } from '../lib/ebook-state';
import { EbookPrice } from './ebook-price';

/**
 * An e-book card (B §2, EBOOK-13..19): the cover or an icon, the name (a link only where the e-book has a
 * page), the writer, the description cut to 140 characters, category badges, the price and "view details"
 * (disabled, reading "details unavailable", without a page).
 */
export function EbookCard({ ebook }: { ebook: EbookCardData }) {
  const { t } = useTranslation('shop');
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="ebook-card"
    >
      <div className="flex aspect-[3/4] max-h-64 items-center justify-center overflow-hidden bg-slate-100">
        {ebook.image ? (
          <img
            src={ebook.image}
            alt=""
            className="h-full w-full object-cover"
            loading="lazy"
            width={300}
            height={400}
          />
        ) : (
          <span className="text-slate-500" data-testid="ebook-icon">
            <BookIcon width={48} height={48} />
            <span className="sr-only">{t('ebooks.card.noCover')}</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          {ebook.link ? (
            <Link to={ebook.link} className="hover:text-brand-800 hover:underline">
              {ebook.name}
            </Link>
          ) : (
            ebook.name
          )}
        </h2>
        <p className="text-sm text-slate-700" data-testid="ebook-writer">
          {t('ebooks.card.by', { writer: ebook.writer })}
        </p>
        <p className="text-sm text-slate-700" data-testid="ebook-description">
          {truncateText(ebook.description, EBOOK_CARD_DESCRIPTION)}
        </p>
        <ul className="flex flex-wrap gap-1">
          {ebook.categories.map((category) => (
            <li
              key={category.find}
              data-testid="ebook-card-category"
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900"
            >
              {category.name}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {ebook.price && <EbookPrice price={ebook.price} />}
          {ebook.link ? (
            <Link to={ebook.link} className={buttonClass('secondary')}>
              {t('ebooks.card.viewDetails')}
              <span className="sr-only">: {ebook.name}</span>
            </Link>
          ) : (
            <button type="button" disabled className={buttonClass('secondary')}>
              {t('ebooks.card.detailsUnavailable')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
