import { allSettled, fork } from 'effector';

import { $user, locationRequested, userLoaded } from '@cabinet/shared';
import { testUserProfile } from '@cabinet/shared/testing';

import { pageShown } from '../../../shared/lib/page-shown';
import { FIRST_PAGE_WAIT_MS, firstPageWaitFx, loadGeoEffectsFx, signedInPageOpened } from '../geo-on-sign-in';

const user = testUserProfile();

function watchLocationRequests() {
  const requested = jest.fn();
  const { unsubscribe } = locationRequested.watch(requested);
  return { requested, unsubscribe };
}

/** Its 3 s fallback cut short without a result: only pageShown can open the way here. */
const noFallback = async () => {
  throw new Error('the first page has not shown');
};

/** A page whose geo effects load at once, and whose first page shows only when a test says so. */
const gate = (signedIn = false) =>
  fork({
    values: signedIn ? [[$user, user]] : [],
    handlers: [
      [loadGeoEffectsFx, async () => undefined],
      [firstPageWaitFx, noFallback],
    ],
  });

describe('the location and the city choice on a signed-in page (§1)', () => {
  it('load their effects once, when the session gate first opens', async () => {
    const load = jest.fn(async () => undefined);
    const scope = fork({
      handlers: [
        [loadGeoEffectsFx, load],
        [firstPageWaitFx, noFallback],
      ],
    });
    await allSettled(signedInPageOpened, { scope });
    await allSettled(signedInPageOpened, { scope });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ask for the location once the profile is in and the first page is on screen, not before', async () => {
    const { requested, unsubscribe } = watchLocationRequests();
    const scope = gate();
    await allSettled(signedInPageOpened, { scope });
    await allSettled(userLoaded, { scope, params: user });
    // The page is still loading: its first screen is not interrupted by a lookup or a prompt.
    expect(requested).not.toHaveBeenCalled();
    await allSettled(pageShown, { scope });
    expect(requested).toHaveBeenCalledTimes(1);
    // Later pages ask nothing more.
    await allSettled(pageShown, { scope });
    await allSettled(userLoaded, { scope, params: user });
    expect(requested).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ask for the location when the effects arrive after the profile and the page', async () => {
    const { requested, unsubscribe } = watchLocationRequests();
    const scope = gate(true);
    await allSettled(pageShown, { scope });
    expect(requested).not.toHaveBeenCalled();
    await allSettled(signedInPageOpened, { scope });
    expect(requested).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ask for the location 3 s after the gate opened when no remote page shows (a page of the shell)', async () => {
    jest.useFakeTimers();
    const { requested, unsubscribe } = watchLocationRequests();
    const scope = fork({ values: [[$user, user]], handlers: [[loadGeoEffectsFx, async () => undefined]] });
    const opened = allSettled(signedInPageOpened, { scope });
    await jest.advanceTimersByTimeAsync(2_999);
    expect(requested).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await opened;
    expect(requested).toHaveBeenCalledTimes(1);
    expect(FIRST_PAGE_WAIT_MS).toBe(3000);
    unsubscribe();
    jest.useRealTimers();
  });
});
