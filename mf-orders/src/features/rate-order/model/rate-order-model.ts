import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import type { GradeTag } from '@cabinet/shared/contract';

import { fetchGradeTags, sendEstimate } from '../../../entities/order';

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

export const $groupId = createStore<number | null>(null).on(ratingShown, (_, id) => id);
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
/** Orders rated on this page: the form shows thanks instead. */
export const $ratedIds = createStore<number[]>([]).on(sendEstimateFx.done, (ids, { params }) => [
  ...ids,
  params.group_id,
]);
export const $pending = sendEstimateFx.pending;

/** The tags that fit the chosen number of stars. */
export const $tags = combine($allTags, $rating, (tags, rating) =>
  rating === 0 ? [] : tags.filter((tag) => tag.ratings.includes(rating)),
);

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
// A 404 of grades/estimate is silent (§8): the pipeline skips the modal and the form stays as it was.
