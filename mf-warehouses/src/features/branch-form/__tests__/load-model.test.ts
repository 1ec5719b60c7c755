import { allSettled, fork } from 'effector';

import { makeBranch } from '../../../entities/branch/__tests__/fixtures';
import { $values } from '../model/form-model';
import { $loadState, editPageShown, editRouteEntered, fetchBranchFx, idOfPath } from '../model/load-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

describe('loading the branch of /warehouse/edit/:id', () => {
  it('reads the id off the path', () => {
    expect(idOfPath('/warehouse/edit/17')).toBe('17');
    expect(idOfPath('/warehouse/edit/')).toBe('');
    expect(idOfPath('/warehouse/edit/x1')).toBe('x1');
  });

  it("starts when the shell enters the route, and the page's own first show does not ask again", async () => {
    const load = jest.fn(async (id: number) => makeBranch(id));
    const scope = fork({ handlers: [[fetchBranchFx, load]] });
    await allSettled(editRouteEntered, { scope, params: '/warehouse/edit/5' });
    await allSettled(editPageShown, { scope, params: '5' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($loadState)).toBe('ready');
    expect(scope.getState($values).name).toBe('Склад 5');
    // Another id of the same page is asked for.
    await allSettled(editPageShown, { scope, params: '6' });
    expect(load).toHaveBeenLastCalledWith(6);
    expect(scope.getState($values).name).toBe('Склад 6');
  });

  it('drops the answer for an id the page has already left', async () => {
    let releaseFirst: () => void = () => undefined;
    const load = jest.fn((id: number) =>
      id === 1
        ? new Promise<ReturnType<typeof makeBranch>>((resolve) => {
            releaseFirst = () => resolve(makeBranch(1));
          })
        : Promise.resolve(makeBranch(id)),
    );
    const scope = fork({ handlers: [[fetchBranchFx, load]] });
    const first = allSettled(editPageShown, { scope, params: '1' });
    const second = allSettled(editPageShown, { scope, params: '2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseFirst();
    await Promise.all([first, second]);
    expect(scope.getState($values).name).toBe('Склад 2');
  });
});
