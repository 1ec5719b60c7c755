import { allSettled, fork } from 'effector';

import { branchesChanged } from '@cabinet/shared';

import { branchPage } from '../../../entities/branch/__tests__/fixtures';
import {
  $listState,
  $page,
  $pageCount,
  $visibleBranches,
  fetchBranchesPageFx,
  listClosed,
  listOpened,
  listRouteEntered,
  retryClicked,
  searchChanged,
} from '../model/branch-list-model';
import { readPage, searchWithPage } from '../lib/page-url';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

/** A platform with `count` branches; records the pages asked for. */
function platform(count: number) {
  const asked: number[] = [];
  const handler = jest.fn(async (page: number) => {
    asked.push(page);
    return { page, answer: branchPage(page, count) };
  });
  return { asked, handler };
}

describe('the page in the URL', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=abc', 1],
    ['?page=2.5', 1],
    ['?page=9999999', 1],
  ])('%s is page %i', (search, page) => {
    expect(readPage(search)).toBe(page);
  });

  it('leaves the first page out of the URL and keeps other parameters', () => {
    expect(searchWithPage('?page=4&x=1', 1)).toBe('?x=1');
    expect(searchWithPage('', 2)).toBe('?page=2');
  });
});

describe('the warehouses list model', () => {
  it("starts the URL's page when the shell enters the route, and the page's own first open does not ask again", async () => {
    const { asked, handler } = platform(45);
    const scope = fork({ handlers: [[fetchBranchesPageFx, handler]] });
    await allSettled(listRouteEntered, { scope, params: '?page=2' });
    await allSettled(listOpened, { scope, params: 2 });
    expect(asked).toEqual([2]);
    expect(scope.getState($page)).toBe(2);
    expect(scope.getState($pageCount)).toBe(3);
    expect(scope.getState($listState)).toBe('ready');
    expect(scope.getState($visibleBranches).map((branch) => branch.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => 21 + index),
    );
    // Another page, and the same page opened again later, are asked for.
    await allSettled(listOpened, { scope, params: 3 });
    await allSettled(listClosed, { scope });
    await allSettled(listOpened, { scope, params: 3 });
    expect(asked).toEqual([2, 3, 3]);
  });

  it('says "empty" only when the platform has no branch at all', async () => {
    const none = fork({ handlers: [[fetchBranchesPageFx, platform(0).handler]] });
    await allSettled(listOpened, { scope: none, params: 1 });
    expect(none.getState($listState)).toBe('empty');

    const some = fork({ handlers: [[fetchBranchesPageFx, platform(5).handler]] });
    await allSettled(listOpened, { scope: some, params: 4 });
    expect(some.getState($listState)).toBe('beyond-last-page');
    await allSettled(listOpened, { scope: some, params: 1 });
    await allSettled(searchChanged, { scope: some, params: 'нет такого' });
    expect(some.getState($listState)).toBe('nothing-found');
  });

  it('filters the loaded page by name, address, contact and phone digits', async () => {
    const scope = fork({ handlers: [[fetchBranchesPageFx, platform(12).handler]] });
    await allSettled(listOpened, { scope, params: 1 });
    const ids = async (search: string) => {
      await allSettled(searchChanged, { scope, params: search });
      return scope.getState($visibleBranches).map((branch) => branch.id);
    };
    expect(await ids('склад 1')).toEqual([1, 10, 11, 12]);
    expect(await ids('  МЕНЕДЖЕР  7 ')).toEqual([7]);
    expect(await ids('абая, 5')).toEqual([5]);
    expect(await ids('8 701 555 0011')).toEqual([11]);
    expect(await ids('')).toHaveLength(12);
  });

  it('fails to a retry, and the retry asks for the same page', async () => {
    const handler = jest
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementation(async (page: number) => ({ page, answer: branchPage(page, 3) }));
    const scope = fork({ handlers: [[fetchBranchesPageFx, handler]] });
    await allSettled(listOpened, { scope, params: 1 });
    expect(scope.getState($listState)).toBe('failed');
    await allSettled(retryClicked, { scope });
    expect(handler).toHaveBeenLastCalledWith(1);
    expect(scope.getState($listState)).toBe('ready');
  });

  it('drops a late answer for a page the user has already left', async () => {
    let releaseFirst: () => void = () => undefined;
    const handler = jest.fn((page: number) =>
      page === 1
        ? new Promise<{ page: number; answer: ReturnType<typeof branchPage> }>((resolve) => {
            releaseFirst = () => resolve({ page, answer: branchPage(1, 30) });
          })
        : Promise.resolve({ page, answer: branchPage(page, 30) }),
    );
    const scope = fork({ handlers: [[fetchBranchesPageFx, handler]] });
    const first = allSettled(listOpened, { scope, params: 1 });
    const second = allSettled(listOpened, { scope, params: 2 });
    // Page 2 has answered; page 1's answer comes after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseFirst();
    await Promise.all([first, second]);
    expect(scope.getState($page)).toBe(2);
    expect(scope.getState($visibleBranches).map((branch) => branch.id)).toEqual(
      Array.from({ length: 10 }, (_, index) => 21 + index),
    );
  });

  it('asks again when a branch changes while the list is on screen, not when it is not', async () => {
    const { asked, handler } = platform(3);
    const scope = fork({ handlers: [[fetchBranchesPageFx, handler]] });
    await allSettled(listOpened, { scope, params: 1 });
    await allSettled(branchesChanged, { scope });
    expect(asked).toEqual([1, 1]);
    await allSettled(listClosed, { scope });
    await allSettled(branchesChanged, { scope });
    expect(asked).toEqual([1, 1]);
  });
});
