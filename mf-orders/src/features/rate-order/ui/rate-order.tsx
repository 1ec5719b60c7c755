import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import {
  $chosenTags,
  $comment,
  $pending,
  $rating,
  $ratedIds,
  $tags,
  commentChanged,
  ratingChosen,
  ratingShown,
  ratingSubmitted,
  tagToggled,
} from '../model/rate-order-model';
import styles from './rate-order.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars and tags for a delivered order (grades/tags → grades/estimate). */
export function RateOrder({ orderId }: { orderId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const commentId = useId();
  const [rating, tags, chosen, comment, ratedIds, pending] = useUnit([
    $rating,
    $tags,
    $chosenTags,
    $comment,
    $ratedIds,
    $pending,
  ]);
  const [shown, choose, toggle, changeComment, submit] = useUnit([
    ratingShown,
    ratingChosen,
    tagToggled,
    commentChanged,
    ratingSubmitted,
  ]);

  useEffect(() => {
    shown(orderId);
  }, [orderId, shown]);

  if (ratedIds.includes(orderId)) {
    return (
      <p className={styles.thanks} role="status">
        {t('tracking.rateThanks')}
      </p>
    );
  }

  return (
    <form
      className={styles.form}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={titleId} className={styles.title}>
        {t('tracking.rateTitle')}
      </h3>
      <fieldset className={styles.stars}>
        <legend className={styles.legend}>{t('tracking.rateStars')}</legend>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-on={star <= rating || undefined}>
            <input
              type="radio"
              name={`rating-${orderId}`}
              value={star}
              checked={rating === star}
              onChange={() => choose(star)}
              aria-label={t('tracking.rateStar', { count: star })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      {tags.length > 0 ? (
        <fieldset className={styles.tags}>
          <legend className={styles.legend}>{t('tracking.rateTags')}</legend>
          {tags.map((tag) => (
            <label key={tag.id} className={styles.tag}>
              <input type="checkbox" checked={chosen.includes(tag.id)} onChange={() => toggle(tag.id)} />
              {tag.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {rating > 0 ? (
        <>
          <label htmlFor={commentId} className={styles.legend}>
            {t('tracking.rateComment')}
          </label>
          <textarea
            id={commentId}
            className={styles.comment}
            value={comment}
            maxLength={1000}
            onChange={(event) => changeComment(event.target.value)}
          />
          <Button type="submit" disabled={pending}>
            {t('tracking.rateSend')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
