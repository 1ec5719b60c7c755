import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import {
  $signingOut,
  $user,
  orderDraftKey,
  type DeliveryPaymentItem,
  type OrderDetailsState,
  type Point,
  type Task,
} from '@cabinet/shared';

import { $points, initialPoints, pointsReplaced, pointsReset } from '../../../entities/point';
import type { RatesResponse, Tariff } from '@cabinet/shared/contract';

import {
  $rates,
  $selectedTariff,
  ratesReset,
  ratesRestored,
  tariffPreferenceCleared,
} from '../../../entities/tariff';
import { $items, $tasks, tasksReplaced } from '../../../entities/task';
import { DRAFT_VERSION, parseDraft, type OrderDraft, type WizardStep } from '../lib/draft-storage';
import {
  $details,
  $isUrgent,
  $orderComment,
  INITIAL_DETAILS,
  detailsReset,
  detailsRestored,
  orderCommentChanged,
  urgentToggled,
} from './details-model';

/** Mobile wizard (§4): init (default), from (fallback), to, details. */
export const wizardStepChanged = createEvent<WizardStep>();
export const $wizardStep = createStore<WizardStep>('init').on(wizardStepChanged, (_, step) => step);

/** The page opened: restore the draft (and a repeated order, once). */
export const draftRestoreRequested = createEvent();
/** Start over: two empty points, no tariffs, default details. */
export const draftCleared = createEvent();
// ---- Persistence (§4): one versioned key in localStorage. ----

/**
 * The signed-in account's draft key (user and company, `orderDraftKey`); null before the profile is
 * known, and then no draft is read or written: one account's draft is never another's.
 */
const $draftKey = combine($user, $signingOut, (user, signingOut) =>
  user && !signingOut ? orderDraftKey(user) : null,
);

export const readDraftFx = createEffect((key: string | null): OrderDraft | null => {
  if (key === null) return null;
  const raw = localStorage.getItem(key);
  const draft = parseDraft(raw);
  if (raw !== null && draft === null) localStorage.removeItem(key);
  return draft;
});

/** The stores a draft is made of. */
interface DraftParts {
  points: Point[];
  rates: RatesResponse | null;
  selected: Tariff | null;
  tasks: Task[][];
  items: DeliveryPaymentItem[][];
  step: WizardStep;
  details: OrderDetailsState;
  isUrgent: boolean;
  comment: string;
}

const draftOf = ({
  points,
  rates,
  selected,
  tasks,
  items,
  step,
  details,
  isUrgent,
  comment,
}: DraftParts): OrderDraft => ({
  version: DRAFT_VERSION,
  points,
  rates: { rates, selected },
  tasks: { tasks, items },
  mobile: { step },
  mobile_details: { details, isUrgent, comment },
});

/** The draft of a form nobody has touched (or just cleared): nothing worth keeping. */
const EMPTY_DRAFT = JSON.stringify(
  draftOf({
    points: initialPoints(),
    rates: null,
    selected: null,
    tasks: [[], []],
    items: [[], []],
    step: 'init',
    details: INITIAL_DETAILS,
    isUrgent: false,
    comment: '',
  }),
);

/** Writes the draft; an empty one (a cleared form) leaves no draft behind at all. */
export const writeDraftFx = createEffect(({ key, draft }: { key: string; draft: OrderDraft }) => {
  const json = JSON.stringify(draft);
  if (json === EMPTY_DRAFT) localStorage.removeItem(key);
  else localStorage.setItem(key, json);
});
const removeDraftFx = createEffect((key: string) => localStorage.removeItem(key));

/** How long the draft waits after the last change before it is written (typing writes once, not per key). */
const DRAFT_WRITE_DELAY_MS = 300;
/** Waits out the write delay; resolves with the change number it was started for. */
export const draftWriteDelayFx = createEffect(
  (change: number) =>
    new Promise<number>((resolve) => setTimeout(() => resolve(change), DRAFT_WRITE_DELAY_MS)),
);
/** The page is being hidden or left: a draft still waiting is written now, so a reload loses nothing. */
export const draftFlushRequested = createEvent();

/** Saving starts only after the stored draft has been read, so it is never overwritten by defaults. */
const $restored = createStore(false).on(readDraftFx.finally, () => true);

const $draft = combine(
  {
    points: $points,
    rates: $rates,
    selected: $selectedTariff,
    tasks: $tasks,
    items: $items,
    step: $wizardStep,
    details: $details,
    isUrgent: $isUrgent,
    comment: $orderComment,
  },
  draftOf,
);

sample({ clock: draftRestoreRequested, source: $draftKey, target: readDraftFx });

const draftFound = sample({ clock: readDraftFx.doneData, filter: Boolean });
sample({ clock: draftFound, fn: (draft) => draft.points, target: pointsReplaced });
sample({ clock: draftFound, fn: (draft) => draft.tasks, target: tasksReplaced });
sample({ clock: draftFound, fn: (draft) => draft.rates, target: ratesRestored });
sample({ clock: draftFound, fn: (draft) => draft.mobile.step, target: wizardStepChanged });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.details, target: detailsRestored });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.isUrgent, target: urgentToggled });
sample({ clock: draftFound, fn: (draft) => draft.mobile_details.comment ?? '', target: orderCommentChanged });

const draftChanged = sample({
  clock: $draft,
  source: $restored,
  filter: (restored) => restored,
  fn: (_, draft) => draft,
});

/** The draft not yet written, and the number of its change (only the last change's timer writes). */
const $pendingDraft = createStore<OrderDraft | null>(null)
  .on(draftChanged, (_, draft) => draft)
  .on(writeDraftFx.done, (pending, { params }) => (pending === params.draft ? null : pending))
  .reset(draftCleared);
// A clear counts as a change: the timer of a change made before it writes nothing.
const $draftChange = createStore(0)
  .on(draftChanged, (change) => change + 1)
  .on(draftCleared, (change) => change + 1);

sample({ clock: draftChanged, source: $draftChange, target: draftWriteDelayFx });
sample({
  clock: draftWriteDelayFx.doneData,
  source: { change: $draftChange, pending: $pendingDraft, key: $draftKey },
  filter: ({ change, pending, key }, settled) => settled === change && pending !== null && key !== null,
  fn: ({ pending, key }) => ({ key: key as string, draft: pending as OrderDraft }),
  target: writeDraftFx,
});
sample({
  clock: draftFlushRequested,
  source: { pending: $pendingDraft, key: $draftKey },
  filter: ({ pending, key }) => pending !== null && key !== null,
  fn: ({ pending, key }) => ({ key: key as string, draft: pending as OrderDraft }),
  target: writeDraftFx,
});

sample({ clock: draftCleared, target: [pointsReset, ratesReset, tariffPreferenceCleared, detailsReset] });
sample({ clock: draftCleared, fn: (): WizardStep => 'init', target: wizardStepChanged });
sample({
  clock: draftCleared,
  source: $draftKey,
  filter: (key): key is string => key !== null,
  target: removeDraftFx,
});
