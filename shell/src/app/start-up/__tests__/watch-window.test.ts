import { $windowWidth } from '@cabinet/shared';

import { watchWindow } from '../watch-window';

function resizeTo(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

const appHeight = () => document.documentElement.style.getPropertyValue('--app-height');

describe('watchWindow', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('reports the width and sets --app-height right away', () => {
    resizeTo(1280, 800);
    stop = watchWindow();
    expect($windowWidth.getState()).toBe(1280);
    expect(appHeight()).toBe('800px');
  });

  it('follows every resize', () => {
    stop = watchWindow();
    resizeTo(390, 844);
    expect($windowWidth.getState()).toBe(390);
    expect(appHeight()).toBe('844px');

    resizeTo(651, 700);
    expect($windowWidth.getState()).toBe(651);
    expect(appHeight()).toBe('700px');
  });

  it('follows an orientation change', () => {
    stop = watchWindow();
    resizeTo(390, 844);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 844 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 390 });
    window.dispatchEvent(new Event('orientationchange'));
    expect($windowWidth.getState()).toBe(844);
    expect(appHeight()).toBe('390px');
  });

  it('leaves --app-height alone while the height is the one already set (no restyle of the page)', () => {
    resizeTo(390, 844);
    document.documentElement.style.setProperty('--app-height', '844px');
    const setProperty = jest.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    try {
      stop = watchWindow();
      resizeTo(390, 844);
      expect(setProperty).not.toHaveBeenCalled();
      resizeTo(390, 700);
      expect(setProperty).toHaveBeenCalledTimes(1);
      expect(appHeight()).toBe('700px');
    } finally {
      setProperty.mockRestore();
    }
  });

  it('stops after unsubscribe', () => {
    stop = watchWindow();
    resizeTo(390, 844);
    stop();

    resizeTo(1440, 900);
    window.dispatchEvent(new Event('orientationchange'));
    expect($windowWidth.getState()).toBe(390);
    expect(appHeight()).toBe('844px');
  });
});
