import { historyIndex, isHostBack } from '../lib/bridge-messages';

const HOST = 'http://localhost:8086';

describe('the bridge messages of the back button', () => {
  it.each([
    [HOST, { type: 'super-app:back' }, true],
    ['http://evil.test', { type: 'super-app:back' }, false],
    [HOST, { type: 'super-app:dismissed' }, false],
    [HOST, 'super-app:back', false],
    [HOST, null, false],
  ])('from %s, %p is the host back button: %s', (origin, data, expected) => {
    expect(isHostBack({ origin, data }, HOST)).toBe(expected);
  });

  it.each([
    [{ idx: 3, key: 'a', usr: null }, 3],
    [{ idx: 0 }, 0],
    [null, 0],
    [{ something: 'else' }, 0],
  ])('reads the router index of %p as %d', (state, expected) => {
    expect(historyIndex({ state })).toBe(expected);
  });
});
