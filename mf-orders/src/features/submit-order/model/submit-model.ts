import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { i18n, toastShown } from '@cabinet/shared';
import type { CreateGroupRequest, Group } from '@cabinet/shared/contract';
import { newRequestId, platformRequest } from '@cabinet/shared/http';

import { $points } from '../../../entities/point';
import { $selectedTariff } from '../../../entities/tariff';
import { $items, $paymentTaskIncomplete, $tasks } from '../../../entities/task';
import { NAMESPACE } from '../../../shared/i18n';
import {
  $details,
  $isUrgent,
  $nonWorkingTimeNotice,
  $ratesFresh,
  $urgentProblem,
  draftCleared,
} from '../../order-form';
import { buildCreateRequest, findProblems, hasProblems, type DraftProblems } from '../lib/build-request';
import { readSubmitFailure, type SubmitFailure } from '../lib/submit-failure';

export const GROUPS_URL = '/rocket/v0/deliveries/groups';

/** The user pressed "Order". */
export const orderSubmitted = createEvent();
/** The page has taken the user to the new order. */
export const createdOrderHandled = createEvent();

/** One key per submission: a retry of the same body reuses it, so the platform creates one order. */
export const createOrderFx = createEffect(({ body, key }: { body: CreateGroupRequest; key: string }) =>
  platformRequest<Group>({
    method: 'post',
    url: GROUPS_URL,
    data: body,
    headers: { 'X-Idempotency-Key': key },
  }),
);

export const $draftInput = combine({
  points: $points,
  tasks: $tasks,
  items: $items,
  tariff: $selectedTariff,
  ratesFresh: $ratesFresh,
  details: $details,
  isUrgent: $isUrgent,
  urgentProblem: $urgentProblem,
  paymentTaskIncomplete: $paymentTaskIncomplete,
  nonWorkingTime: $nonWorkingTimeNotice,
});

/** §5 problems of the draft as it is now. */
export const $problems = $draftInput.map(findProblems);

/** Problems are shown once the user has tried to send. */
export const $attempted = createStore(false)
  .on(orderSubmitted, () => true)
  .reset(draftCleared);

export const $visibleProblems = combine($attempted, $problems, (attempted, problems): DraftProblems =>
  attempted ? problems : { points: {}, form: [] },
);

/** The submission in progress or last failed: its body and its idempotency key. */
const $submission = createStore<{ body: string; key: string } | null>(null);

export const $sending = createOrderFx.pending;

const submissionStarted = sample({
  clock: orderSubmitted,
  source: { input: $draftInput, problems: $problems, sending: $sending, submission: $submission },
  filter: ({ problems, sending }) => !sending && !hasProblems(problems),
  fn: ({ input, submission }) => {
    const body = buildCreateRequest(input);
    const json = JSON.stringify(body);
    const key = submission?.body === json ? submission.key : newRequestId();
    return { body, json, key };
  },
});
$submission.on(submissionStarted, (_, { json, key }) => ({ body: json, key }));
sample({ clock: submissionStarted, fn: ({ body, key }) => ({ body, key }), target: createOrderFx });

/** A 400 answer of the create call, shown on the screen. */
export const $submitFailure = createStore<SubmitFailure | null>(null)
  .on(createOrderFx.failData, (_, error) => readSubmitFailure(error))
  .reset(orderSubmitted, draftCleared);

/** The id of the order just created, until the page has navigated to it. */
export const $createdOrderId = createStore<number | null>(null)
  .on(createOrderFx.doneData, (_, group) => group.id)
  .reset(createdOrderHandled);

$submission.reset(createOrderFx.done);

sample({
  clock: createOrderFx.doneData,
  fn: (group) => i18n.t('creation.submit_created', { ns: NAMESPACE, number: group.number }),
  target: toastShown,
});
sample({ clock: createOrderFx.done, target: draftCleared });
