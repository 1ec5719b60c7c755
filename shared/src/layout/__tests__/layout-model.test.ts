import { allSettled, fork } from 'effector';

import {
  $isMobile,
  $isSuperApp,
  $isTablet,
  $pageTitle,
  $windowWidth,
  pageTitleChanged,
  superAppDetected,
  windowResized,
} from '../layout-model';

describe('layout store (§1 breakpoints)', () => {
  it.each([
    [390, true, true],
    [650, true, true],
    [651, false, true],
    [1024, false, true],
    [1025, false, false],
    [1440, false, false],
  ])('at %i px: mobile %s, tablet %s', async (width, mobile, tablet) => {
    const scope = fork();

    await allSettled(windowResized, { scope, params: width });

    expect(scope.getState($windowWidth)).toBe(width);
    expect(scope.getState($isMobile)).toBe(mobile);
    expect(scope.getState($isTablet)).toBe(tablet);
  });

  it('switches back from mobile when the window crosses 650 px again', async () => {
    const scope = fork({ values: [[$windowWidth, 1280]] });

    await allSettled(windowResized, { scope, params: 650 });
    expect(scope.getState($isMobile)).toBe(true);

    await allSettled(windowResized, { scope, params: 651 });
    expect(scope.getState($isMobile)).toBe(false);
  });

  it('keeps the page title a page names', async () => {
    const scope = fork();
    expect(scope.getState($pageTitle)).toBe('');

    await allSettled(pageTitleChanged, { scope, params: 'Склады' });
    expect(scope.getState($pageTitle)).toBe('Склады');

    await allSettled(pageTitleChanged, { scope, params: 'Отчёты' });
    expect(scope.getState($pageTitle)).toBe('Отчёты');
  });

  it('records whether the cabinet runs inside the super-app', async () => {
    const scope = fork();
    expect(scope.getState($isSuperApp)).toBe(false);

    await allSettled(superAppDetected, { scope, params: true });
    expect(scope.getState($isSuperApp)).toBe(true);
  });
});
