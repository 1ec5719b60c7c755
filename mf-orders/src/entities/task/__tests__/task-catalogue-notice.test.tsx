import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import type { CompanyTask } from '@cabinet/shared/contract';

import { TaskCatalogueNotice, fetchTaskCatalogueFx, taskCatalogueRequested } from '..';
import '../../../shared/i18n';
import { TEST_CATALOGUE } from './catalogue-fixture';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

describe('task catalogue notice', () => {
  it('says the tasks did not load and loads them again on "Retry"', async () => {
    let fail = true;
    const fetch = jest.fn(async (): Promise<CompanyTask[]> => {
      if (fail) throw Object.assign(new Error('Network Error'), { request: {} });
      return TEST_CATALOGUE;
    });
    const scope = fork({ handlers: [[fetchTaskCatalogueFx, fetch]] });
    await allSettled(taskCatalogueRequested, { scope });
    render(
      <Provider value={scope}>
        <TaskCatalogueNotice />
      </Provider>,
    );
    const notice = screen.getByRole('alert', { name: 'Задания курьеру не загрузились' });
    expect(notice).toHaveTextContent('Заказ без заданий можно оформить и так');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
