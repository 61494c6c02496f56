import { useTranslation } from 'react-i18next';
import type { Price } from '../../../../core/contracts/ebooks';

/** EBOOK-18: the final price; when discounted the regular one struck through and the percent off. */
export function EbookPrice({ price, large = false }: { price: Price; large?: boolean }) {
  const { t } = useTranslation('shop');
  return (
    <p className="flex flex-wrap items-baseline gap-2" data-testid="ebook-price">
      <span className={`font-bold text-slate-900 ${large ? 'text-2xl' : 'text-lg'}`}>
        <span className="sr-only">{t('ebooks.card.price', { price: price.finalFormatted })}</span>
        <span aria-hidden="true">{price.finalFormatted}</span>
      </span>
      {price.hasDiscount && (
        <>
          <s className="text-sm text-slate-600" data-testid="ebook-regular-price">
            <span className="sr-only">
              {t('ebooks.card.regularPrice', { price: price.regularFormatted })}
            </span>
            <span aria-hidden="true">{price.regularFormatted}</span>
          </s>
          <span
            className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
            data-testid="ebook-discount"
          >
            {t('ebooks.card.discount', { percent: price.discount })}
          </span>
        </>
      )}
    </p>
  );
}
