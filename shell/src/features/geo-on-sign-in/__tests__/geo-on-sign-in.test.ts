import { allSettled, fork } from 'effector';

import { $user, locationRequested, userLoaded } from '@cabinet/shared';
import { testUserProfile } from '@cabinet/shared/testing';

import { loadGeoEffectsFx, signedInPageOpened } from '../geo-on-sign-in';

const user = testUserProfile();

function watchLocationRequests() {
  const requested = jest.fn();
  const { unsubscribe } = locationRequested.watch(requested);
  return { requested, unsubscribe };
}

describe('the location and the city choice on a signed-in page (§1)', () => {
  it('load their effects once, when the session gate first opens', async () => {
    const load = jest.fn(async () => undefined);
    const scope = fork({ handlers: [[loadGeoEffectsFx, load]] });
    await allSettled(signedInPageOpened, { scope });
    await allSettled(signedInPageOpened, { scope });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ask for the location once the profile is in, after the effects have loaded', async () => {
    const { requested, unsubscribe } = watchLocationRequests();
    const scope = fork({ handlers: [[loadGeoEffectsFx, async () => undefined]] });
    await allSettled(signedInPageOpened, { scope });
    expect(requested).not.toHaveBeenCalled();
    await allSettled(userLoaded, { scope, params: user });
    expect(requested).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ask for the location when the effects arrive after the profile', async () => {
    const { requested, unsubscribe } = watchLocationRequests();
    const scope = fork({
      values: [[$user, user]],
      handlers: [[loadGeoEffectsFx, async () => undefined]],
    });
    await allSettled(signedInPageOpened, { scope });
    expect(requested).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
