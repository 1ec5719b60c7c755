import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { customErrorRaised, i18n, toastShown } from '@cabinet/shared';
import {
  isDefinitiveAnswer,
  readPlatformFailure,
  type CreateGroupRequest,
  type Group,
} from '@cabinet/shared/contract';
import { newRequestId, platformRequest } from '@cabinet/shared/http';

import { COMPANY_URL, fetchBalanceFx } from '../../../entities/company-balance';
import { $points } from '../../../entities/point';
import {
  $selectedTariff,
  $tariffsLoading,
  MAX_DISTANCE_CODE,
  fetchTariffsFx,
  priceCheckFx,
  pricesConfirmed,
  surgeAccepted,
} from '../../../entities/tariff';
import { $items, $paymentTaskIncomplete, $tasks } from '../../../entities/task';
import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import {
  $details,
  $isUrgent,
  $nonWorkingTimeNotice,
  $orderComment,
  $plannedTimeProblem,
  $ratesFresh,
  $urgentProblem,
  cardSelected,
  draftCleared,
  payByCardChosen,
  paymentTypeSelected,
  routePriceCheckRequested,
} from '../../order-form';
import {
  NO_PROBLEMS,
  buildCreateRequest,
  findProblems,
  hasProblems,
  problemsKey,
  problemsOfKey,
  type DraftInput,
} from '../lib/build-request';
import { idempotencyKeyFor, isSameOrder, orderFingerprint, type PendingAttempt } from '../lib/idempotency';
import { BALANCE_CODES, readSubmitFailure, type SubmitFailure } from '../lib/submit-failure';

export const GROUPS_URL = '/rocket/v0/deliveries/groups';
export { COMPANY_URL, fetchBalanceFx };

/** The user pressed "Order". */
export const orderSubmitted = createEvent();
/** The page has taken the user to the new order. */
export const createdOrderHandled = createEvent();

/** One key per submission, reused only while the previous attempt's outcome is unknown (lib/idempotency). */
export const createOrderFx = createEffect(({ body, key }: { body: CreateGroupRequest; key: string }) =>
  platformRequest<Group>({
    method: 'post',
    url: GROUPS_URL,
    data: body,
    headers: { 'X-Idempotency-Key': key },
  }),
);

const $draftInput = combine({
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
  plannedTimeProblem: $plannedTimeProblem,
  comment: $orderComment,
});

/** The §5 problems of the draft as one string: typing that changes no problem leaves it as it is. */
const $problemsKey = $draftInput.map((input) => problemsKey(findProblems(input)));

/**
 * §5 problems of the draft as it is now, derived (so right in every scope, `values` included). Equal
 * problems are the same objects: the store changes only with its key, and each point's list is one
 * shared frozen list, so a keystroke that changes no problem re-renders nothing that shows them.
 */
export const $problems = $problemsKey.map(problemsOfKey);

/** Problems are shown once the user has tried to send. */
const $attempted = createStore(false)
  .on(orderSubmitted, () => true)
  .on(surgeAccepted, () => true)
  .reset(draftCleared);

/**
 * "Order" was pressed while the route's prices were still on their way and nothing else stood in the
 * way: the order goes once they are on screen, so a route edited just before the press does not make
 * the user press twice (or read that no tariff is chosen while it is being priced).
 */
const $awaitingPrices = createStore(false);

export const $visibleProblems = combine(
  $attempted,
  $awaitingPrices,
  $problems,
  (attempted, awaiting, problems) => (attempted && !awaiting ? problems : NO_PROBLEMS),
);

/**
 * The last attempt, kept only while its outcome is unknown (no answer, 5xx, 409, 429): its exact body
 * and key, and what the user asked for (the draft without the quote id) to tell a retry from a change.
 */
const $submission = createStore<PendingAttempt | null>(null);

/** The price check that precedes sending is running. */
const $submitCheckPending = createStore(false)
  .on(priceCheckFx, (_, { reason }) => reason === 'submit')
  .on(priceCheckFx.finally, () => false);

/** The order is on its way: it awaits its route's prices, they are being checked, or it is being created. */
export const $sending = combine(
  createOrderFx.pending,
  $submitCheckPending,
  $awaitingPrices,
  (creating, checking, awaiting) => creating || checking || awaiting,
);

const onlyPricesMissing = ({ points, form }: ReturnType<typeof findProblems>): boolean =>
  Object.keys(points).length === 0 && form.length === 1 && form[0] === 'tariffMissing';

const submitDeferred = sample({
  clock: orderSubmitted,
  source: { problems: $problems, sending: $sending, loading: $tariffsLoading },
  filter: ({ problems, sending, loading }) => !sending && loading && onlyPricesMissing(problems),
});

/** Settles after a tariff answer and all it selects are applied (effects run after every sample). */
const pricesSettledFx = createEffect(() => undefined);
sample({
  clock: fetchTariffsFx.finally,
  source: $awaitingPrices,
  filter: (awaiting) => awaiting,
  target: pricesSettledFx,
});
$awaitingPrices.on(submitDeferred, () => true).reset(pricesSettledFx.done, draftCleared);
// Pressed again by the app: the prices are there (or failed, and the §5 message says so), or another
// route is being priced and it waits once more.
sample({ clock: pricesSettledFx.done, target: orderSubmitted });

/** The user asked to send while an old quote's check was running: send once that check is over. */
const $submitWanted = createStore(false);

const submitRequested = sample({
  clock: orderSubmitted,
  source: { problems: $problems, sending: $sending },
  filter: ({ problems, sending }) => !sending && !hasProblems(problems),
});

// The same order again while the last attempt's outcome is unknown: that attempt's body and key go
// as they were, with no new price check (a new quote id would be a new body, and a new order).
const resent = sample({
  clock: submitRequested,
  source: { submission: $submission, input: $draftInput },
  filter: ({ submission, input }) => isSameOrder(submission, input),
  fn: ({ submission }) => submission as PendingAttempt,
});
sample({ clock: resent, fn: ({ body, key }) => ({ body, key }), target: createOrderFx });

const freshSubmitRequested = sample({
  clock: submitRequested,
  source: { submission: $submission, input: $draftInput },
  filter: ({ submission, input }) => !isSameOrder(submission, input),
});
$submitWanted.on(freshSubmitRequested, () => true);

// §8: the prices of the same route are asked again first; a rise stops here and asks the user.
sample({ clock: freshSubmitRequested, fn: () => 'submit' as const, target: routePriceCheckRequested });
sample({
  clock: priceCheckFx.finally,
  source: $submitWanted,
  filter: (wanted, { params }) => wanted && params.reason === 'stale',
  fn: () => 'submit' as const,
  target: routePriceCheckRequested,
});
$submitWanted
  .on(priceCheckFx.finally, (wanted, { params }) => (params.reason === 'submit' ? false : wanted))
  .reset(draftCleared);

const submissionStarted = sample({
  clock: pricesConfirmed,
  source: { input: $draftInput, sending: createOrderFx.pending, submission: $submission },
  filter: ({ sending }, { reason }) => reason === 'submit' && !sending,
  // The confirmed tariff carries the fresh quote id (and, after a surge the user accepted, the new price).
  fn: ({ input, submission }, { tariff }) => {
    const draft: DraftInput = { ...input, tariff };
    return { draft, submission };
  },
}).filter({ fn: ({ draft }) => !hasProblems(findProblems(draft)) });

const attemptPrepared = sample({
  clock: submissionStarted,
  fn: ({ draft, submission }): PendingAttempt => {
    const body = buildCreateRequest(draft);
    const json = JSON.stringify(body);
    return {
      body,
      json,
      key: idempotencyKeyFor(json, submission, newRequestId),
      order: orderFingerprint(draft),
    };
  },
});
$submission
  .on(attemptPrepared, (_, attempt) => attempt)
  .on(createOrderFx.fail, (submission, { error }) => (isDefinitiveAnswer(error) ? null : submission))
  .reset(createOrderFx.done, draftCleared);
sample({ clock: attemptPrepared, fn: ({ body, key }) => ({ body, key }), target: createOrderFx });

/** A 400 answer of the create call (or of the price check before it), shown on the screen. */
export const $submitFailure = createStore<SubmitFailure | null>(null)
  .on(createOrderFx.failData, (_, error) => readSubmitFailure(error))
  .on(priceCheckFx.fail, (current, { params, error }) =>
    params.reason === 'submit' ? readSubmitFailure(error) : current,
  )
  .reset(orderSubmitted, draftCleared, surgeAccepted);

/** The platform's words per field of the refused order (a VALIDATION_ERROR), until the next attempt. */
export const $platformFieldErrors = $submitFailure.map((failure) => failure?.fields ?? null);

// A refusal for want of balance no longer applies once the user pays another way ("Pay by card",
// another payment type or card): it goes, so it does not contradict the choice just made.
sample({
  clock: [payByCardChosen, paymentTypeSelected, cardSelected],
  source: $submitFailure,
  filter: (failure) => failure !== null && BALANCE_CODES.includes(failure.code ?? ''),
  fn: () => null,
  target: $submitFailure,
});

// §8: the saved address's maximum distance is a custom error, reported with the create call's history.
sample({
  clock: createOrderFx.failData,
  filter: (error) => readPlatformFailure(error).code === MAX_DISTANCE_CODE,
  fn: () => ({ kind: 'max-distance-order' as const, relatedUrl: GROUPS_URL }),
  target: customErrorRaised,
});

/** The id of the order just created, until the page has navigated to it. */
export const $createdOrderId = createStore<number | null>(null)
  .on(createOrderFx.doneData, (_, group) => group.id)
  .reset(createdOrderHandled);

sample({
  clock: createOrderFx.doneData,
  fn: (group) => i18n.t('creation.submit_created', { ns: CREATION_NAMESPACE, number: group.number }),
  target: toastShown,
});
sample({ clock: createOrderFx.done, target: draftCleared });

// The balance was spent (or found short): the header and the insufficient check read the platform's.
sample({
  clock: [
    createOrderFx.done,
    sample({
      clock: createOrderFx.failData,
      filter: (error) => BALANCE_CODES.includes(readPlatformFailure(error).code ?? ''),
    }),
  ],
  target: fetchBalanceFx,
});
