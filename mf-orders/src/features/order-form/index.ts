export {
  CARDS_URL,
  INITIAL_DETAILS,
  $details,
  $isUrgent,
  $urgentProblem,
  $isWorkingTime,
  $nonWorkingTimeNotice,
  $cards,
  $cardsLoading,
  fetchCardsFx,
  cardsRequested,
  timeTypeSelected,
  plannedTimeSelected,
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
  optimisationApplied,
  $coordinatesKey,
  $ratesFresh,
  $optimisationProfit,
  $canOptimise,
  $draft,
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
} from './lib/working-time';
export { datetimeToDisplay } from './lib/display';
export { parseDraft, DRAFT_VERSION, WIZARD_STEPS } from './lib/draft-storage';
export type { OrderDraft, WizardStep } from './lib/draft-storage';
export { REPEAT_ORDER_KEY, fromPointInputs } from './lib/repeat-order';
export { coordinatesKey, tariffPoints } from './lib/coords';
export { TimeSection } from './ui/time-section';
