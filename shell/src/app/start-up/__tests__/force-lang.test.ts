import { withoutForceLang } from '../force-lang';

describe('withoutForceLang (§1: force-lang stores the language and leaves the address)', () => {
  it.each([
    ['http://localhost:8080/mobile/menu?force-lang=kk', '/mobile/menu'],
    ['http://localhost:8080/mobile/orders?tab=planned&force-lang=kk', '/mobile/orders?tab=planned'],
    ['http://localhost:8080/tracking?force-lang=ru&token=abc#map', '/tracking?token=abc#map'],
    // An unknown value changes no language, and goes too.
    ['http://localhost:8080/?force-lang=en', '/'],
    ['http://localhost:8080/?force-lang=', '/'],
  ])('turns %s into %s', (href, expected) => {
    expect(withoutForceLang(href)).toBe(expected);
  });

  it('leaves an address without the parameter alone', () => {
    expect(withoutForceLang('http://localhost:8080/orders/new?step=to')).toBeNull();
  });
});
