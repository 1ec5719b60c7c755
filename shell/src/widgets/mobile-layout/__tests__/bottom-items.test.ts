import { bottomItemOf } from '../bottom-items';

describe('bottomItemOf: the bottom navbar item a phone page is marked under', () => {
  it('marks each item on its own page', () => {
    expect(bottomItemOf('/')).toBe('/');
    expect(bottomItemOf('/mobile/orders')).toBe('/mobile/orders');
    expect(bottomItemOf('/mobile/menu')).toBe('/mobile/menu');
  });

  it('keeps the item a screen is reached from: a new order from home, an order from the orders', () => {
    expect(bottomItemOf('/mobile/new-order-details')).toBe('/');
    expect(bottomItemOf('/orders/new')).toBe('/');
    expect(bottomItemOf('/mobile/orders/17')).toBe('/mobile/orders');
  });

  it('keeps the menu under the language screen and every section the menu leads to', () => {
    for (const path of [
      '/mobile/change-lang',
      '/delivery',
      '/warehouses',
      '/warehouses/new',
      '/warehouse/edit/3',
      '/reports',
      '/statistics',
      '/payments',
      '/integration',
      '/employers',
    ]) {
      expect([path, bottomItemOf(path)]).toEqual([path, '/mobile/menu']);
    }
  });

  it('marks none on a page none of them leads to, nor on a look-alike address', () => {
    expect(bottomItemOf('/no-such-page')).toBeNull();
    expect(bottomItemOf('/mobile/ordersx')).toBeNull();
    expect(bottomItemOf('/warehousesx')).toBeNull();
    expect(bottomItemOf('/warehouse')).toBeNull();
  });
});
