import { cardBrandName } from '../card-brand';

describe('cardBrandName', () => {
  it('writes the payment systems as people do, not as the platform sends them', () => {
    expect(cardBrandName('VISA')).toBe('Visa');
    expect(cardBrandName('MASTERCARD')).toBe('Mastercard');
  });
});
