export { isInPolygon, zoneFor } from './lib/zone';
export { deliveryZonesRequested, fetchConfigsFx, $deliveryZones, $companyCity } from './model/delivery-zones';
