import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { routeChanged, runtimeConfigLoaded, superAppDetected } from '@cabinet/shared';
import { Link, MemoryRouter, Route, Routes } from '@cabinet/shared/router';
import { testRuntimeConfig } from '@cabinet/shared/testing';

import { navigated } from '../../../shared/lib';
import { AppFrame } from '../app-frame';

function renderFrame() {
  return render(
    <MemoryRouter initialEntries={['/mobile/menu']}>
      <Routes>
        <Route element={<AppFrame />}>
          <Route path="/mobile/menu" element={<Link to="/mobile/orders">Заказы</Link>} />
          <Route path="/mobile/orders" element={<p>Список заказов</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('AppFrame', () => {
  it('tells every navigation to the shell first, then to the shared routeChanged', async () => {
    const heard: string[] = [];
    const unwatch = [
      navigated.watch((path) => heard.push(`shell ${path}`)),
      routeChanged.watch((path) => heard.push(`shared ${path}`)),
    ];
    renderFrame();
    await userEvent.click(screen.getByRole('link', { name: 'Заказы' }));
    expect(heard).toEqual([
      'shell /mobile/menu',
      'shared /mobile/menu',
      'shell /mobile/orders',
      'shared /mobile/orders',
    ]);
    unwatch.forEach((subscription) => subscription.unsubscribe());
  });

  it('speaks to the super-app host only inside the super-app', async () => {
    const postMessage = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    act(() => runtimeConfigLoaded(testRuntimeConfig({ superAppOrigin: 'http://localhost:8086' })));
    const { unmount } = renderFrame();
    await act(async () => undefined);
    expect(postMessage).not.toHaveBeenCalled();
    unmount();

    act(() => superAppDetected(true));
    renderFrame();
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'cabinet:back-reset', path: '/mobile/menu' },
        'http://localhost:8086',
      ),
    );
    act(() => superAppDetected(false));
    postMessage.mockRestore();
  });
});
