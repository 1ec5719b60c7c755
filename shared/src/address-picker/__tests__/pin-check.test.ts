import { allSettled, createEvent, fork } from 'effector';

import { createPinCheck, type Coordinates } from '..';

const accepted = createEvent<Coordinates>();
const formOpened = createEvent();
const { pinMoved, checkPinFx, $pinError } = createPinCheck({ accepted, resetOn: [formOpened] });

const outsideZone = { response: { status: 400, data: { detail: { code: 'WRONG_ADDRESS_ZONE' } } } };

describe('createPinCheck: a dropped pin is taken only once the platform accepts the spot', () => {
  it('passes an accepted spot on, and says why a refused one was not taken', async () => {
    const scope = fork({
      handlers: [
        [
          checkPinFx,
          async ({ latitude }: Coordinates) => {
            if (latitude > 50) throw outsideZone;
            return { is_valid: true as const, city: 'almaty' as const };
          },
        ],
      ],
    });
    const taken: Coordinates[] = [];
    const unwatch = accepted.watch((spot) => taken.push(spot));
    await allSettled(pinMoved, { scope, params: { latitude: 43.25, longitude: 76.95 } });
    expect(taken).toEqual([{ latitude: 43.25, longitude: 76.95 }]);
    expect(scope.getState($pinError)).toBeNull();
    await allSettled(pinMoved, { scope, params: { latitude: 51.1, longitude: 71.4 } });
    expect(scope.getState($pinError)).toBe('Адрес находится вне зоны доставки');
    expect(taken).toHaveLength(1);
    unwatch();
    await allSettled(formOpened, { scope });
    expect(scope.getState($pinError)).toBeNull();
  });

  it('lets only the last drop count: an earlier, slower answer is dropped', async () => {
    const answers: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          checkPinFx,
          ({ latitude }: Coordinates) =>
            new Promise((resolve) =>
              answers.push(() => resolve({ is_valid: true, city: 'almaty', latitude })),
            ),
        ],
      ],
    });
    const spots: Coordinates[] = [];
    const unwatch = accepted.watch((spot) => spots.push(spot));
    const first = allSettled(pinMoved, { scope, params: { latitude: 43.1, longitude: 76.9 } });
    const second = allSettled(pinMoved, { scope, params: { latitude: 43.2, longitude: 76.9 } });
    answers[1]?.();
    answers[0]?.();
    await Promise.all([first, second]);
    unwatch();
    expect(spots.map((spot) => spot.latitude)).toEqual([43.2]);
  });
});
