import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';

import { importInTasks } from '../import-in-tasks';
import { pageInTasks } from '../page-in-tasks';
import { yieldToMain } from '../yield-to-main';

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
});

describe('modules evaluated a task apart', () => {
  it('runs no step in the caller’s task, and each step in a task of its own', async () => {
    const order: string[] = [];
    const last = importInTasks([
      async () => order.push('models'),
      async () => {
        order.push('page');
        return { page: 'новый заказ' };
      },
    ]);
    // Work queued meanwhile (a paint, a click) runs between the steps.
    setTimeout(() => order.push('other work'), 0);
    expect(order).toEqual([]);
    await expect(last).resolves.toEqual({ page: 'новый заказ' });
    expect(order).toEqual(['models', 'other work', 'page']);
  });

  it('yields with the browser’s scheduler.yield where it has one', async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as WithScheduler).scheduler = { yield: yieldTask };
    await yieldToMain();
    await importInTasks([async () => 1, async () => 2]);
    expect(yieldTask).toHaveBeenCalledTimes(3);
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {}
  override render() {
    return this.state.failed ? <p role="alert">Страница не открылась</p> : this.props.children;
  }
}

describe('a page evaluated in steps', () => {
  it('shows the shell’s loading state until its last step is in, then the page; its steps run once', async () => {
    const models = jest.fn(async () => ({}));
    const page = jest.fn(async () => ({ Title: () => <h1>Новый заказ</h1> }));
    const form = pageInTasks([models, page], (module) => module.Title);
    render(<form.Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
    expect(await screen.findByRole('heading', { name: 'Новый заказ' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await form.modules();
    expect([models.mock.calls.length, page.mock.calls.length]).toEqual([1, 1]);
  });

  it('a step that throws reaches the error boundary around the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = pageInTasks(
      [
        () => Promise.reject(new Error('a model failed to evaluate')),
        async () => ({ Title: () => <h1>Новый заказ</h1> }),
      ],
      (module) => module.Title,
    );
    render(
      <Boundary>
        <form.Page />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Страница не открылась');
  });
});
