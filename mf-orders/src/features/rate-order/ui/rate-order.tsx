import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';

import { describeFailure, useTranslation } from '@cabinet/shared';
import { MAX_LENGTH, type Group, type GroupGrade } from '@cabinet/shared/contract';
import { Button, Field, Textarea } from '@cabinet/shared/ui';

import { asRequestFailure } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import {
  $allTags,
  $chosenTags,
  $comment,
  $pending,
  $rating,
  $refusal,
  $sendFailed,
  $sentGrades,
  $tags,
  commentChanged,
  ratingChosen,
  ratingShown,
  ratingSubmitted,
  tagToggled,
} from '../model/rate-order-model';
import styles from './rate-order.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** A grade already given: "N из 5", its stars, the tags by name and the comment. */
function GivenGrade({ grade, justSent }: { grade: GroupGrade; justSent: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const allTags = useUnit($allTags);
  const tagNames = grade.tags
    .map((id) => allTags.find((tag) => tag.id === id)?.name)
    .filter((name): name is string => Boolean(name));
  return (
    <section className={styles.given} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('orderDetails.ratedTitle')}
      </h3>
      <p className={styles.givenStars}>
        <span aria-hidden="true" className={styles.starsLine}>
          {'★'.repeat(grade.rating)}
          <span className={styles.starsOff}>{'★'.repeat(5 - grade.rating)}</span>
        </span>{' '}
        {t('orderDetails.ratedStars', { rating: grade.rating })}
      </p>
      {tagNames.length > 0 ? (
        <p className={styles.givenTags}>{t('orderDetails.ratedTags', { tags: tagNames.join(', ') })}</p>
      ) : null}
      {grade.comment ? <p className={styles.givenComment}>{grade.comment}</p> : null}
      {justSent ? (
        <p className={styles.thanks} role="status">
          {t('tracking.rateThanks')}
        </p>
      ) : null}
    </section>
  );
}

/** Stars and tags for a delivered order (grades/tags → grades/estimate), or the grade it already has. */
export function RateOrder({ order }: { order: Pick<Group, 'id' | 'grade'> }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const [rating, tags, chosen, comment, sentGrades, refusal, pending, sendFailed] = useUnit([
    $rating,
    $tags,
    $chosenTags,
    $comment,
    $sentGrades,
    $refusal,
    $pending,
    $sendFailed,
  ]);
  const [shown, choose, toggle, changeComment, submit] = useUnit([
    ratingShown,
    ratingChosen,
    tagToggled,
    commentChanged,
    ratingSubmitted,
  ]);

  useEffect(() => {
    shown(order.id);
  }, [order.id, shown]);

  const refusalText = refusal
    ? refusal.code === 'GRADE_ALREADY_EXISTS'
      ? t('orderDetails.gradeAlreadyExists')
      : describeFailure(asRequestFailure(refusal, '/rocket/v0/grades/estimate', 'POST')).text
    : null;
  const alert = refusalText ? (
    <p role="alert" className={styles.refusal}>
      {refusalText}
    </p>
  ) : null;

  const sent = sentGrades[order.id];
  const grade = order.grade ?? sent ?? null;
  if (grade) {
    return (
      <>
        {alert}
        <GivenGrade grade={grade} justSent={Boolean(sent)} />
      </>
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
      {alert}
      <fieldset className={styles.stars}>
        <legend className={styles.legend}>{t('tracking.rateStars')}</legend>
        {STARS.map((star) => (
          <label key={star} className={styles.star} data-on={star <= rating || undefined}>
            <input
              type="radio"
              name={`rating-${order.id}`}
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
          <Field label={t('tracking.rateComment')} maxLength={MAX_LENGTH.longComment}>
            <Textarea value={comment} onChange={(event) => changeComment(event.target.value)} />
          </Field>
          {sendFailed ? (
            <p role="alert" className={styles.refusal}>
              {t('orderFixes.rateSendFailed')}
            </p>
          ) : null}
          <Button type="submit" disabled={pending}>
            {t('tracking.rateSend')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
