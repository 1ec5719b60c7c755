import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { langChanged, loadedBuilds } from '@cabinet/shared';
import { switchLanguage } from '@cabinet/shared/testing';

import { AboutBuilds } from '../about-builds';

describe('AboutBuilds', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="cabinet-build" content="0.1.0 (6c770035b5)">';
    loadedBuilds.orders = { buildName: '@cabinet/mf-orders', buildVersion: '0.1.2', commit: 'abc1234def' };
    loadedBuilds.reports = { buildName: '@cabinet/mf-reports', buildVersion: '0.1.0' };
  });
  afterEach(() => {
    cleanup();
    delete loadedBuilds.orders;
    delete loadedBuilds.reports;
    langChanged('ru');
  });

  it('lists the shell and every loaded remote with version and commit when opened', async () => {
    render(<AboutBuilds />);
    expect(screen.queryByRole('region', { name: 'Версии на этой странице' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'О версиях' }));
    const list = screen.getByRole('region', { name: 'Версии на этой странице' });
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['shell', 'orders', 'reports']);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['0.1.0 (6c770035b5)', '0.1.2 (abc1234def)', '0.1.0']);
    expect(screen.getByRole('button', { name: 'О версиях' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists a remote loaded after the page opened, the next time it is opened', async () => {
    render(<AboutBuilds />);
    const button = screen.getByRole('button', { name: 'О версиях' });
    await userEvent.click(button);
    await userEvent.click(button);
    loadedBuilds.warehouses = { buildVersion: '0.1.1', commit: 'fedcba9876' };
    await userEvent.click(button);
    expect(screen.getByText('0.1.1 (fedcba9876)')).toBeInTheDocument();
    delete loadedBuilds.warehouses;
  });

  it('speaks Kazakh', async () => {
    await switchLanguage('kk');
    render(<AboutBuilds />);
    await userEvent.click(screen.getByRole('button', { name: 'Нұсқалар туралы' }));
    expect(screen.getByRole('region', { name: 'Осы беттегі нұсқалар' })).toBeInTheDocument();
  });
});
