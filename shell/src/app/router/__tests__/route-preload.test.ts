import { activeOrdersFirstPage } from '@cabinet/shared';

import { remotePageOf } from '../route-manifest';
import { preloadFirstPage, preloadRoute } from '../route-preload';

describe('remotePageOf', () => {
  it.each([
    ['/', false, { remote: 'orders', module: './orders-page' }],
    ['/', true, { remote: 'orders', module: './mobile-home-page' }],
    ['/mobile/orders', true, { remote: 'orders', module: './mobile-orders-page' }],
    ['/warehouses', false, { remote: 'warehouses', module: './warehouses-page' }],
    ['/reports?tab=day', false, { remote: 'reports', module: './reports-page' }],
    ['/employers', false, { remote: 'auth', module: './employers-page' }],
    ['/mobile/orders/4711', true, { remote: 'orders', module: './mobile-order-details-page' }],
    ['/warehouse/edit/12?from=list', false, { remote: 'warehouses', module: './edit-warehouse-page' }],
    ['/warehouses/', false, { remote: 'warehouses', module: './warehouses-page' }],
  ])('a link to %s (phone: %s) shows %o', (to, isMobile, page) => {
    expect(remotePageOf(to, isMobile)).toEqual(page);
  });

  it.each(['/mobile/menu', '/mobile/change-lang', '/no-such-page', '/warehouse/edit'])(
    'a link to the shell page %s loads no remote',
    (to) => {
      expect(remotePageOf(to, true)).toBeNull();
    },
  );
});

describe('preloadRoute', () => {
  const never = () => new Promise<never>(() => undefined);

  it("starts loading the link's remote page", () => {
    const load = jest.fn(never);
    preloadRoute('/mobile/orders', true, load, jest.fn());
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('orders', './mobile-orders-page');
  });

  it.each([
    ['/', false],
    ['/mobile/orders', true],
  ])("a link to the orders list (%s, phone: %s) also starts the list's first call", (to, isMobile) => {
    const preloadCall = jest.fn();
    preloadRoute(to, isMobile, jest.fn(never), preloadCall);
    expect(preloadCall).toHaveBeenCalledTimes(1);
    expect(preloadCall).toHaveBeenCalledWith(activeOrdersFirstPage());
  });

  it.each([
    ['/', true],
    ['/?tab=finished', false],
    ['/warehouses', false],
  ])('a link to %s (phone: %s) starts no call: its page asks for something else', (to, isMobile) => {
    const preloadCall = jest.fn();
    preloadRoute(to, isMobile, jest.fn(never), preloadCall);
    expect(preloadCall).not.toHaveBeenCalled();
  });

  it("loads nothing for the shell's own pages", () => {
    const load = jest.fn();
    preloadRoute('/mobile/menu', true, load, jest.fn());
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failure to the route, without an unhandled rejection', async () => {
    const load = jest.fn(() => Promise.reject(new Error('remote down')));
    expect(() => preloadRoute('/warehouses', false, load, jest.fn())).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledWith('warehouses', './warehouses-page');
  });
});

describe('preloadFirstPage', () => {
  it("starts the signed-in first page's code, and nothing for the shell's own pages", () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    preloadFirstPage('/', false, load, () => false);
    expect(load).toHaveBeenCalledWith('orders', './orders-page');
    preloadFirstPage('/mobile/menu', true, load, () => false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the profile where it decides: a rollout of the remote, a page only some companies may see', () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    preloadFirstPage('/', false, load, (remote) => remote === 'orders');
    preloadFirstPage('/reports?tab=cod', false, load, () => false);
    expect(load).not.toHaveBeenCalled();
    // The same remote's unguarded pages start at once.
    preloadFirstPage('/statistics', false, load, () => false);
    expect(load).toHaveBeenCalledWith('reports', './statistics-page');
  });
});
