import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import {
  readPlatformFailure,
  type GradeTag,
  type GroupGrade,
  type PlatformFailure,
} from '@cabinet/shared/contract';

import { fetchGradeTags, fetchOrder, orderChanged, sendEstimate } from '../../../entities/order';

/** The rating form of a delivered order came into view. */
export const ratingShown = createEvent<number>();
export const ratingChosen = createEvent<number>();
export const tagToggled = createEvent<number>();
export const commentChanged = createEvent<string>();
export const ratingSubmitted = createEvent();

export const fetchTagsFx = createEffect(() => fetchGradeTags());
export const sendEstimateFx = createEffect(
  (body: { group_id: number; rating: number; tags: number[]; comment: string }) => sendEstimate(body),
);
/** A grade already on the platform (another tab sent it): the order is read again to show it. */
export const refreshOrderFx = createEffect((id: number) => fetchOrder(id));

const $groupId = createStore<number | null>(null).on(ratingShown, (_, id) => id);
export const $allTags = createStore<GradeTag[]>([]).on(fetchTagsFx.doneData, (_, tags) => tags);
export const $rating = createStore(0)
  .on(ratingChosen, (_, rating) => rating)
  .reset(ratingShown);
export const $chosenTags = createStore<number[]>([])
  .on(tagToggled, (tags, id) => (tags.includes(id) ? tags.filter((tag) => tag !== id) : [...tags, id]))
  .reset(ratingShown, ratingChosen);
export const $comment = createStore('')
  .on(commentChanged, (_, value) => value)
  .reset(ratingShown);
/** Grades sent from this page, by order id, until the order itself carries its `grade`. */
export const $sentGrades = createStore<Record<number, GroupGrade>>({}).on(
  sendEstimateFx.done,
  (grades, { params, result }) => ({
    ...grades,
    [params.group_id]: {
      rating: params.rating,
      tags: params.tags,
      comment: params.comment,
      created_at: result.created_at,
    },
  }),
);
/** Why the platform refused a rating (its 400s: already rated, not delivered…); a 404 stays silent (§8). */
export const $refusal = createStore<PlatformFailure | null>(null).reset(ratingShown, sendEstimateFx.done);
export const $pending = sendEstimateFx.pending;
/**
 * The rating did not reach the platform (no answer, a timeout, a 5xx, a 404): said beside the form,
 * which keeps the stars, tags and comment for another try. Its 400s are the refusal above.
 */
export const $sendFailed = createStore(false).reset(ratingShown, ratingSubmitted, sendEstimateFx.done);

/** The tags that fit the chosen number of stars. */
export const $tags = combine($allTags, $rating, (tags, rating) =>
  rating === 0 ? [] : tags.filter((tag) => tag.ratings.includes(rating)),
);

/** Tags are needed both to rate and to name the tags of a grade already given. */
sample({
  clock: ratingShown,
  source: { tags: $allTags, loading: fetchTagsFx.pending },
  filter: ({ tags, loading }) => tags.length === 0 && !loading,
  target: fetchTagsFx,
});

sample({
  clock: ratingSubmitted,
  source: { group_id: $groupId, rating: $rating, tags: $chosenTags, comment: $comment, pending: $pending },
  filter: ({ group_id, rating, pending }) => group_id !== null && rating > 0 && !pending,
  fn: ({ group_id, rating, tags, comment }) => ({
    group_id: group_id as number,
    rating,
    tags,
    comment: comment.trim(),
  }),
  target: sendEstimateFx,
});

const sendFailed = sendEstimateFx.fail.map(({ params, error }) => ({
  groupId: params.group_id,
  error: readPlatformFailure(error),
}));
sample({
  clock: sendFailed,
  filter: ({ error }) => error.status === 400,
  fn: ({ error }) => error,
  target: $refusal,
});
sample({
  clock: sendFailed,
  filter: ({ error }) => error.status !== 400,
  fn: () => true,
  target: $sendFailed,
});
sample({
  clock: sendFailed,
  filter: ({ error }) => error.code === 'GRADE_ALREADY_EXISTS',
  fn: ({ groupId }) => groupId,
  target: refreshOrderFx,
});
sample({ clock: refreshOrderFx.doneData, target: orderChanged });
