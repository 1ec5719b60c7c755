import { allSettled, fork } from 'effector';

import { pageShown } from '../../../shared/lib';
import { dropPrerenderedPageFx } from '../prerendered-page';

describe('the static copy of a public page gives way once the page is shown', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-prerendered');
  });

  it('pageShown drops it', async () => {
    const dropped = jest.fn();
    const scope = fork({ handlers: [[dropPrerenderedPageFx, dropped]] });
    await allSettled(pageShown, { scope });
    expect(dropped).toHaveBeenCalledTimes(1);
  });

  it('the drop takes the copy out of the page and unhides the app', async () => {
    document.documentElement.setAttribute('data-prerendered', 'kk');
    document.body.innerHTML =
      '<div id="prerendered-page"><main>Кабинетке кіру</main></div><div id="root"></div>';
    await allSettled(pageShown, { scope: fork() });
    expect(document.body.textContent).not.toContain('Кабинетке кіру');
    expect(document.documentElement.hasAttribute('data-prerendered')).toBe(false);
  });
});
