import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { feedbackOptions, narrationGradesOptions } from '../api/admin-api';
import { formatDateTime, formatNumber } from '../lib/format';
import { pageOf, useAdminParams } from '../lib/section-params';
import { ListBody } from './list-parts';

const itemClass = 'rounded-lg border border-slate-200 bg-white p-3 text-sm';

/** An item's first lines: its badge and date, then the comment (or a note that there is none). */
function ItemHead(props: { badge: ReactNode; createdAt: string; comment: string | null; noComment: string }) {
  const locale = useLocale();
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {props.badge}
        <time dateTime={props.createdAt} className="text-slate-600">
          {formatDateTime(props.createdAt, locale)}
        </time>
      </div>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">
        {props.comment ?? <span className="text-slate-500">{props.noComment}</span>}
      </p>
    </>
  );
}

/** What visitors wrote in the feedback dialog, newest first, with the average rating. */
export function FeedbackSection() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const { params } = useAdminParams();
  const list = useQuery(feedbackOptions(pageOf(params.get('page'))));
  return (
    <ListBody
      list={list}
      summaryKey="feedback.summary"
      emptyText={t('feedback.empty')}
      lead={({ averageRating }) =>
        averageRating !== null && (
          <p className="mb-3 font-medium text-slate-900" data-testid="admin-feedback-average">
            {t('feedback.average', { rating: formatNumber(averageRating, locale, 1) })}
          </p>
        )
      }
    >
      {(data) => (
        <ul className="space-y-2">
          {data.items.map((item) => (
            <li key={item.id} className={itemClass} data-testid="admin-feedback-row">
              <ItemHead
                badge={
                  <span className="font-semibold text-slate-900">
                    {t('feedback.rating', { rating: item.rating })}
                  </span>
                }
                createdAt={item.createdAt}
                comment={item.comment}
                noComment={t('feedback.noComment')}
              />
              <p className="mt-1 break-all text-slate-600">
                {item.email ?? t('feedback.noEmail')} · {item.path} · {t(`languages.${item.locale}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ListBody>
  );
}

/** The listeners' grades of narrations (good or bad, with a comment), newest first. */
export function NarrationSection() {
  const { t } = useTranslation('admin');
  const { params } = useAdminParams();
  const list = useQuery(narrationGradesOptions(pageOf(params.get('page'))));
  return (
    <ListBody list={list} summaryKey="narration.summary" emptyText={t('narration.empty')}>
      {(data) => (
        <ul className="space-y-2">
          {data.items.map((item) => {
            const details = [
              item.type && t('narration.type', { value: item.type }),
              item.itemId !== null && t('narration.item', { value: item.itemId }),
              item.language && t('narration.language', { value: item.language }),
              item.voice && t('narration.voice', { value: item.voice }),
              item.area && t('narration.area', { value: item.area }),
            ].filter((part): part is string => typeof part === 'string');
            return (
              <li key={item.id} className={itemClass} data-testid="admin-narration-row">
                <ItemHead
                  badge={
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${item.good ? 'bg-brand-100 text-brand-900' : 'bg-red-100 text-red-900'}`}
                    >
                      {item.good ? t('narration.good') : t('narration.bad')}
                    </span>
                  }
                  createdAt={item.createdAt}
                  comment={item.comment}
                  noComment={t('narration.noComment')}
                />
                {details.length > 0 && <p className="mt-1 break-all text-slate-600">{details.join(' · ')}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </ListBody>
  );
}
