import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { TabList, TabPanel, Tabs } from '@cabinet/shared/ui';

const TABS = [
  { value: 'active', label: 'Активные' },
  { value: 'finished', label: 'Завершённые' },
] as const;

function Orders() {
  const [tab, setTab] = useState<string>('active');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabList label="Заказы по статусу" tabs={TABS} />
      {TABS.map(({ value, label }) => (
        <TabPanel key={value} value={value}>
          Список: {label}
        </TabPanel>
      ))}
    </Tabs>
  );
}

describe('TabList', () => {
  it('is a named tab list whose chosen tab shows its panel; the arrow keys choose the next', async () => {
    render(<Orders />);
    expect(screen.getByRole('tablist', { name: 'Заказы по статусу' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Список: Активные');

    await userEvent.click(screen.getByRole('tab', { name: 'Активные' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Завершённые' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Завершённые' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Список: Завершённые');
  });
});
