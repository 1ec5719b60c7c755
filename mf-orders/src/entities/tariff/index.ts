export {
  TARIFFS_URL,
  fetchTariffsFx,
  tariffsRequested,
  tariffSelected,
  ratesReceived,
  ratesRestored,
  ratesReset,
  optimisedVariantApplied,
  priceSurgeDismissed,
  $requestedKey,
  $ratesKey,
  $rates,
  $selectedTariff,
  $deliveryPrice,
  $optimisationApplied,
  $priceSurge,
  $tariffsLoading,
  $tariffsFailure,
} from './model/tariffs-model';
export type { TariffsQuery } from './model/tariffs-model';
export { tariffScore, sortTariffs, pickTariff, optimisationProfit, etaParts } from './lib/tariffs';
