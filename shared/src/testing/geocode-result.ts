import type { GeocodeResult } from '@cabinet/shared/contract';

/** A geocoder suggestion in Astana, as the platform's address search answers it. */
export const testGeocodeResult = (street: string, latitude = 51.1, longitude = 71.4): GeocodeResult => ({
  street,
  street_kk: street,
  building: '',
  city: 'astana',
  city_name: 'Астана',
  display_name: `Астана, ${street}`,
  latitude,
  longitude,
  score: 80,
});
