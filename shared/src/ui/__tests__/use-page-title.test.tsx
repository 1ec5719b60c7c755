import { render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { $pageTitle } from '@cabinet/shared';
import { usePageTitle } from '@cabinet/shared/ui';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('names the page in the browser tab and in the shared title store', () => {
    render(<Page title="Склады" />);
    expect(document.title).toBe('Склады');
    expect($pageTitle.getState()).toBe('Склады');
  });

  it('follows a title that changes, e.g. after a language switch', () => {
    const { rerender } = render(<Page title="Язык" />);
    rerender(<Page title="Тіл" />);
    expect(document.title).toBe('Тіл');
    expect($pageTitle.getState()).toBe('Тіл');
  });

  it('writes into the scope the app renders in', () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <Page title="Отчёты" />
      </Provider>,
    );
    expect(scope.getState($pageTitle)).toBe('Отчёты');
    expect(document.title).toBe('Отчёты');
  });
});
