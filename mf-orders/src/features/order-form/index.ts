export {
  INITIAL_DETAILS,
  $details,
  $isUrgent,
  $orderComment,
  orderCommentChanged,
  $urgentProblem,
  $isWorkingTime,
  $nonWorkingTimeNotice,
  $now,
  $plannedTimeProblem,
  $cards,
  $cardsLoading,
  $cardsFailed,
  fetchCardsFx,
  cardsRequested,
  payByCardChosen,
  timeTypeSelected,
  plannedTimeSelected,
  plannedTimeCleared,
  paymentTypeSelected,
  cardSelected,
  detailsReset,
  detailsRestored,
  urgentToggled,
  clockTicked,
} from './model/details-model';
export {
  $wizardStep,
  wizardStepChanged,
  draftRestoreRequested,
  draftCleared,
  draftFlushRequested,
  draftWriteDelayFx,
  readDraftFx,
  writeDraftFx,
} from './model/draft-model';
export {
  optimisationApplied,
  routePriceCheckRequested,
  $coordinatesKey,
  $ratesFresh,
  $optimisationProfit,
  $optimisedPrice,
  $optimisedDistance,
  $canOptimise,
} from './model/route-model';
export { takeRepeatOrderFx } from './model/repeat-order-model';
export {
  isWorkingTime,
  plannedDatetime,
  suggestedPlannedTime,
  plannedTimeProblem,
  plannedTimeSlots,
  plannedDayRange,
  plannedParts,
} from './lib/working-time';
export { datetimeToDisplay, displayOfDatetime } from './lib/display';
export { parseDraft, DRAFT_VERSION } from './lib/draft-storage';
export type { OrderDraft, WizardStep } from './lib/draft-storage';
export { REPEAT_ORDER_KEY, fromPointInputs } from './lib/repeat-order';
export { coordinatesKey, tariffsQueryOf } from './lib/coords';
export { TimeSection } from './ui/time-section';
export { OrderCommentField } from './ui/order-comment';
