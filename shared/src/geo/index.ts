export type { DeliveryCity, GeoCity, GeoLocation } from './geo-types';
export { GEO_CITIES, isGeoCity } from './geo-types';
export {
  GEO_CITY_STORAGE_KEY,
  locationRequested,
  geoLocated,
  geoCityChosen,
  chosenGeoCitySet,
  $geoLocation,
  $chosenGeoCity,
  $geoCity,
  $geoSearchCity,
  loadGeoEffects,
} from './geo-model';
