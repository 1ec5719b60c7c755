import type { Card } from '../contract/profile';

const BRAND_NAMES: Record<Card['brand'], string> = { VISA: 'Visa', MASTERCARD: 'Mastercard' };

/** A card's payment system as people write it ('Visa', not the platform's 'VISA'), the same on every screen. */
export function cardBrandName(brand: Card['brand']): string {
  return BRAND_NAMES[brand];
}
