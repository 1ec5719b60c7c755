import type { RuntimeConfig } from '@cabinet/shared';

import { detectSuperApp } from '../detect-super-app';

const withOrigin = (superAppOrigin: string | null) => ({ superAppOrigin }) as RuntimeConfig;

/** A stand-in for the window: framed or not, with a referrer, optionally with the bridge. */
function fakeWindow(options: { framed: boolean; referrer?: string; bridge?: boolean }): Window {
  const target: Record<string, unknown> = { document: { referrer: options.referrer ?? '' } };
  target.parent = options.framed ? {} : target;
  if (options.bridge) target.SuperAppBridge = {};
  return target as unknown as Window;
}

describe('detectSuperApp', () => {
  it('is false when no super-app is configured, even with the bridge', () => {
    expect(detectSuperApp(withOrigin(null), fakeWindow({ framed: true, bridge: true }))).toBe(false);
  });

  it('is true when the super-app bridge is present', () => {
    expect(
      detectSuperApp(withOrigin('https://superapp.kz'), fakeWindow({ framed: false, bridge: true })),
    ).toBe(true);
  });

  it('is true when framed by the super-app origin', () => {
    const target = fakeWindow({ framed: true, referrer: 'https://superapp.kz/webview/cabinet' });
    expect(detectSuperApp(withOrigin('https://superapp.kz'), target)).toBe(true);
  });

  it('is false when framed by another site', () => {
    const target = fakeWindow({ framed: true, referrer: 'https://other.kz/' });
    expect(detectSuperApp(withOrigin('https://superapp.kz'), target)).toBe(false);
  });

  it('is false for a top-level page opened from the super-app origin', () => {
    const target = fakeWindow({ framed: false, referrer: 'https://superapp.kz/' });
    expect(detectSuperApp(withOrigin('https://superapp.kz'), target)).toBe(false);
  });

  it('is false in a plain browser tab', () => {
    expect(detectSuperApp(withOrigin('https://superapp.kz'), window)).toBe(false);
  });

  it('is false when the frame cannot be inspected', () => {
    const target = {
      get parent(): Window {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
      document: { referrer: 'https://superapp.kz/' },
    } as unknown as Window;
    expect(detectSuperApp(withOrigin('https://superapp.kz'), target)).toBe(false);
  });
});
