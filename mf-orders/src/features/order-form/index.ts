export {
  CARDS_URL,
  INITIAL_DETAILS,
  $details,
  $isUrgent,
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
  optimisationApplied,
  routePriceCheckRequested,
  $coordinatesKey,
  $ratesFresh,
  $optimisationProfit,
  $optimisedPrice,
  $optimisedDistance,
  $canOptimise,
  $draft,
  DRAFT_WRITE_DELAY_MS,
  draftWriteDelayFx,
  readDraftFx,
  writeDraftFx,
  removeDraftFx,
  takeRepeatOrderFx,
} from './model/draft-model';
export {
  isWorkingTime,
  almatyHour,
  plannedDatetime,
  suggestedPlannedTime,
  almatyWallClock,
  plannedTimeProblem,
  plannedTimeSlots,
  plannedDayRange,
  plannedParts,
  PLANNED_MIN_AHEAD_MS,
  PLANNED_MAX_AHEAD_MS,
} from './lib/working-time';
export type { PlannedTimeProblem } from './lib/working-time';
export { datetimeToDisplay, displayOfDatetime } from './lib/display';
export { parseDraft, DRAFT_VERSION, WIZARD_STEPS } from './lib/draft-storage';
export type { OrderDraft, WizardStep } from './lib/draft-storage';
export { REPEAT_ORDER_KEY, fromPointInputs } from './lib/repeat-order';
export { coordinatesKey, tariffPoints, tariffsQueryOf } from './lib/coords';
export { TimeSection } from './ui/time-section';
