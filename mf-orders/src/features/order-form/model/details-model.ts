import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import {
  $lang,
  DEFAULT_DELIVERY_TIME_TYPE,
  DELIVERY_TIME_TYPE,
  PAYMENT_TYPE,
  type OrderDetailsState,
  type PaymentType,
} from '@cabinet/shared';
import type { Card } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import { $pointCount } from '../../../entities/point';
import { $hasTasks } from '../../../entities/task';
import { datetimeToDisplay, displayOfDatetime } from '../lib/display';
import { isWorkingTime, plannedDatetime, plannedTimeProblem } from '../lib/working-time';

const CARDS_URL = '/rocket/v0/payments/ioka/get-cards';

export const INITIAL_DETAILS: OrderDetailsState = {
  deliveryTimeType: DEFAULT_DELIVERY_TIME_TYPE,
  datetime: null,
  datetimeToDisplay: null,
  paymentType: PAYMENT_TYPE.balance,
  selectedCardToken: null,
};

/** Immediate (1) or planned (2). */
export const timeTypeSelected = createEvent<number>();
/** The planned date (`YYYY-MM-DD`) and time (`HH:mm`, Almaty). */
export const plannedTimeSelected = createEvent<{ date: string; time: string }>();
/** A planned day was chosen with no time (none is free that day): planned, with no date and time yet. */
export const plannedTimeCleared = createEvent();
/** §4: choosing a payment type clears the card token. */
export const paymentTypeSelected = createEvent<PaymentType>();
/** §4: choosing a card token sets the payment type to card. */
export const cardSelected = createEvent<string>();
/** §4: reset restores time type 1, payment 2, and empty date and card. */
export const detailsReset = createEvent();
/** Details restored from a draft. */
export const detailsRestored = createEvent<OrderDetailsState>();
/** Urgent delivery switched on or off. */
export const urgentToggled = createEvent<boolean>();
/** The clock was read (on mount and every minute). */
export const clockTicked = createEvent<Date>();

export const $details = createStore<OrderDetailsState>(INITIAL_DETAILS)
  .on(timeTypeSelected, (details, deliveryTimeType) =>
    deliveryTimeType === DELIVERY_TIME_TYPE.immediate
      ? { ...details, deliveryTimeType, datetime: null, datetimeToDisplay: null }
      : { ...details, deliveryTimeType },
  )
  .on(paymentTypeSelected, (details, paymentType) => ({ ...details, paymentType, selectedCardToken: null }))
  .on(cardSelected, (details, token) => ({
    ...details,
    paymentType: PAYMENT_TYPE.card,
    selectedCardToken: token,
  }))
  .on(plannedTimeCleared, (details) => ({
    ...details,
    deliveryTimeType: DELIVERY_TIME_TYPE.planned,
    datetime: null,
    datetimeToDisplay: null,
  }))
  .on(detailsRestored, (_, details) => details)
  .reset(detailsReset);

sample({
  clock: plannedTimeSelected,
  source: { details: $details, lang: $lang },
  fn: ({ details, lang }, { date, time }): OrderDetailsState => ({
    ...details,
    deliveryTimeType: DELIVERY_TIME_TYPE.planned,
    datetime: plannedDatetime(date, time),
    datetimeToDisplay: datetimeToDisplay(date, time, lang),
  }),
  target: $details,
});

// datetimeToDisplay follows a later change of language, and a draft saved in another one (§3).
sample({
  clock: [$lang, detailsRestored],
  source: { details: $details, lang: $lang },
  filter: ({ details }) => details.datetime !== null,
  fn: ({ details, lang }): OrderDetailsState => ({
    ...details,
    datetimeToDisplay: displayOfDatetime(details.datetime ?? '', lang) ?? details.datetimeToDisplay,
  }),
  target: $details,
});

/** The clock as last read (ms); planned times are judged against it. */
export const $now = createStore<number | null>(null).on(clockTicked, (_, now) => now.getTime());

/** What the platform would refuse about the planned time (too soon, too late, outside hours), or null. */
export const $plannedTimeProblem = combine($details, $now, (details, now) =>
  details.deliveryTimeType === DELIVERY_TIME_TYPE.planned && details.datetime !== null && now !== null
    ? plannedTimeProblem(details.datetime, new Date(now))
    : null,
);

export const $isUrgent = createStore(false)
  .on(urgentToggled, (_, urgent) => urgent)
  .reset(detailsReset);

/** The order's comment (§3 order details: comment) was typed, or restored from the draft. */
export const orderCommentChanged = createEvent<string>();
/** §3: the whole order's comment, sent with it and shown in its details. */
export const $orderComment = createStore('')
  .on(orderCommentChanged, (_, comment) => comment)
  .reset(detailsReset);

/** §5: urgent cannot carry tasks and needs exactly two points. */
export const $urgentProblem = combine($isUrgent, $hasTasks, $pointCount, (urgent, hasTasks, count) => {
  if (!urgent) return null;
  if (hasTasks) return 'urgent-with-tasks' as const;
  if (count !== 2) return 'urgent-two-points' as const;
  return null;
});

export const $isWorkingTime = createStore(true).on(clockTicked, (_, now) => isWorkingTime(now));

/** §5: an immediate order outside working hours cannot be placed; planning is offered instead. */
export const $nonWorkingTimeNotice = combine(
  $isWorkingTime,
  $details,
  (working, details) => !working && details.deliveryTimeType === DELIVERY_TIME_TYPE.immediate,
);

export const fetchCardsFx = createEffect(() =>
  platformRequest<{ results: Card[] }>({ method: 'get', url: CARDS_URL }),
);
export const cardsRequested = createEvent();
sample({ clock: cardsRequested, target: fetchCardsFx });

export const $cards = createStore<Card[]>([]).on(fetchCardsFx.doneData, (_, { results }) => results);
export const $cardsLoading = fetchCardsFx.pending;
/** The saved cards could not be loaded (asking again: cardsRequested). */
export const $cardsFailed = createStore(false)
  .on(fetchCardsFx.done, () => false)
  .on(fetchCardsFx.fail, () => true);

/** §5 way out of an insufficient balance: pay by card (the default saved card, else the first one). */
export const payByCardChosen = createEvent();

const defaultCardToken = (cards: Card[]): string | null =>
  (cards.find((card) => card.is_default) ?? cards[0])?.token ?? null;

/** "Pay by card" came while the cards were loading: the card is chosen once they arrive. */
const $cardAwaited = createStore(false);

const cardForPayment = sample({
  clock: payByCardChosen,
  source: { cards: $cards, loading: $cardsLoading },
  filter: ({ loading }) => !loading,
  fn: ({ cards }) => defaultCardToken(cards),
});
const chosenWhileLoading = sample({ clock: payByCardChosen, source: $cardsLoading, filter: Boolean });
sample({ clock: chosenWhileLoading, fn: () => true, target: $cardAwaited });
// Meanwhile the card way is chosen, and the section says the cards are loading.
sample({ clock: chosenWhileLoading, fn: (): PaymentType => PAYMENT_TYPE.card, target: paymentTypeSelected });

const awaitedCardsArrived = sample({
  clock: fetchCardsFx.doneData,
  source: $cardAwaited,
  filter: Boolean,
  fn: (_, { results }) => defaultCardToken(results),
});
$cardAwaited
  .on(paymentTypeSelected, (awaited, type) => (type === PAYMENT_TYPE.card ? awaited : false))
  .reset(awaitedCardsArrived, fetchCardsFx.fail, cardSelected, detailsReset);

sample({
  clock: [cardForPayment, awaitedCardsArrived],
  filter: (token): token is string => token !== null,
  target: cardSelected,
});
// No saved card: the card way is chosen all the same, and the section says there is no card to pay with.
sample({
  clock: cardForPayment,
  filter: (token) => token === null,
  fn: (): PaymentType => PAYMENT_TYPE.card,
  target: paymentTypeSelected,
});
