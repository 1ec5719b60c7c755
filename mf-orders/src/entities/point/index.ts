export {
  $points,
  $pointCount,
  $hasRoute,
  $isMultiPoint,
  MAX_POINTS,
  initialPoints,
  pointAdded,
  pointRemoved,
  pointRemovalApplied,
  pointAdditionApplied,
  pointAddressChanged,
  pointContactChanged,
  pointSaveToggled,
  pointsReordered,
  pointsReplaced,
  pointsReset,
} from './model/points-model';
export {
  createEmptyPoint,
  renumberPoints,
  hasStreet,
  hasCoordinates,
  hasRoute,
  isMultiPoint,
  reorder,
  addressLine,
} from './lib/point';
export { toKzPhone } from './lib/phone';
