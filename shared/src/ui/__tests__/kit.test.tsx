import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { windowResized } from '@cabinet/shared';
import {
  Card,
  Checkbox,
  ConfirmDialog,
  Pagination,
  Radio,
  RadioGroup,
  Table,
  visiblePages,
} from '@cabinet/shared/ui';

interface Branch {
  id: number;
  name: string;
  address: string;
  phone: string;
}

const BRANCHES: Branch[] = [
  { id: 1, name: 'Склад на Абая', address: 'Абая, 10', phone: '+7 701 000 00 01' },
  { id: 2, name: 'Склад на Сейфуллина', address: 'Сейфуллина, 5', phone: '+7 701 000 00 02' },
];

const COLUMNS = [
  { key: 'name', header: 'Название', cell: (row: Branch) => row.name, primary: true },
  { key: 'address', header: 'Адрес', cell: (row: Branch) => row.address },
  { key: 'phone', header: 'Телефон', cell: (row: Branch) => row.phone },
];

function Branches() {
  return (
    <Table
      caption="Склады"
      columns={COLUMNS}
      rows={BRANCHES}
      rowKey={(row) => row.id}
      actionsHeader="Действия"
      actions={(row) => <button type="button">Изменить {row.name}</button>}
      empty={<p>Складов пока нет</p>}
    />
  );
}

describe('Table', () => {
  afterEach(() => act(() => windowResized(1280)));

  it('is a table named by its caption on a desktop, a row header per record', () => {
    act(() => windowResized(1280));
    render(<Branches />);
    const table = screen.getByRole('table', { name: 'Склады' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Название', 'Адрес', 'Телефон', 'Действия']);
    expect(within(table).getByRole('rowheader', { name: 'Склад на Абая' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Изменить Склад на Сейфуллина' })).toBeInTheDocument();
  });

  it('becomes a list of cards at 650 px, each value named by its header', () => {
    act(() => windowResized(650));
    render(<Branches />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Склады' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Склад на Абая');
    expect(within(cards[1] as HTMLElement).getByText('Телефон')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('+7 701 000 00 02')).toBeInTheDocument();
    expect(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Изменить Склад на Сейфуллина' }),
    ).toBeInTheDocument();
  });

  describe('in a box narrower than its columns', () => {
    // jsdom lays nothing out: the box's width is given here, and a resize is sent as the browser would.
    let boxWidth = 0;
    const observed: Array<(entries: Array<{ borderBoxSize: Array<{ inlineSize: number }> }>) => void> = [];
    const realObserver = globalThis.ResizeObserver;
    beforeEach(() => {
      jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(() => ({ width: boxWidth }) as DOMRect);
      globalThis.ResizeObserver = class {
        constructor(callback: (typeof observed)[number]) {
          observed.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      } as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      jest.restoreAllMocks();
      globalThis.ResizeObserver = realObserver;
      observed.length = 0;
    });
    const resized = (width: number) => {
      boxWidth = width;
      act(() => observed.at(-1)?.([{ borderBoxSize: [{ inlineSize: width }] }]));
    };
    const headers = () =>
      within(screen.getByRole('table', { name: 'Склады' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);

    function Narrowing() {
      return (
        <Table
          caption="Склады"
          columns={COLUMNS.map((column) => (column.key === 'phone' ? { ...column, shownFrom: 600 } : column))}
          rows={BRANCHES}
          rowKey={(row) => row.id}
          actionsHeader="Действия"
          actions={(row) => <button type="button">Изменить {row.name}</button>}
          cardsBelow={400}
        />
      );
    }

    it('leaves out a secondary column before it would scroll sideways, and takes it back when wider', () => {
      boxWidth = 599;
      render(<Narrowing />);
      expect(headers()).toEqual(['Название', 'Адрес', 'Действия']);
      expect(screen.queryByText('+7 701 000 00 01')).not.toBeInTheDocument();
      resized(600);
      expect(headers()).toEqual(['Название', 'Адрес', 'Телефон', 'Действия']);
    });

    it('becomes cards below its narrowest table, with every value, on a desktop', () => {
      boxWidth = 399;
      render(<Narrowing />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Склады' })).getAllByRole('listitem');
      expect(within(cards[0] as HTMLElement).getByText('+7 701 000 00 01')).toBeInTheDocument();
      resized(400);
      expect(headers()).toEqual(['Название', 'Адрес', 'Действия']);
    });

    it('becomes cards when it finds itself wider than its box, and a table again once the box is as wide', () => {
      // The fonts of the user's system made the columns 620 px at their narrowest: wider than any
      // threshold of the table's own allows for.
      const tableWidth = 620;
      jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this instanceof HTMLTableElement ? Math.max(tableWidth, boxWidth) : boxWidth;
      });
      boxWidth = 610;
      render(<Narrowing />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Склады' })).getAllByRole('listitem');
      expect(within(cards[1] as HTMLElement).getByText('+7 701 000 00 02')).toBeInTheDocument();
      resized(619);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      resized(620);
      expect(headers()).toEqual(['Название', 'Адрес', 'Телефон', 'Действия']);
    });

    it('gives up a secondary column, not its rows, when a long value makes it wider than its box', () => {
      // A long address: with the phone the columns need 660 px, without it 560.
      jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        if (!(this instanceof HTMLTableElement)) return boxWidth;
        const withPhone = within(this).queryByRole('columnheader', { name: 'Телефон' }) !== null;
        return Math.max(withPhone ? 660 : 560, boxWidth);
      });
      boxWidth = 640;
      render(<Narrowing />);
      expect(headers()).toEqual(['Название', 'Адрес', 'Действия']);
      expect(screen.getByRole('button', { name: 'Изменить Склад на Абая' })).toBeInTheDocument();
      resized(659);
      expect(headers()).toEqual(['Название', 'Адрес', 'Действия']);
      resized(660);
      expect(headers()).toEqual(['Название', 'Адрес', 'Телефон', 'Действия']);
      resized(559);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  it('shows its empty state when there is nothing to list', () => {
    render(
      <Table
        caption="Склады"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<p>Складов пока нет</p>}
      />,
    );
    expect(screen.getByText('Складов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, null, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('on page %i of %i offers %j', (page, count, pages) => {
    expect(visiblePages(page, count)).toEqual(pages);
  });

  it('marks the current page, steps back and forth, and hides itself for one page', async () => {
    const changed = jest.fn();
    const { rerender } = render(
      <Pagination page={1} pageCount={3} onPageChange={changed} label="Страницы складов" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Страницы складов' });
    expect(within(nav).getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Назад' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Вперёд' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Страница 3' }));
    expect(changed.mock.calls).toEqual([[2], [3]]);
    rerender(<Pagination page={1} pageCount={1} onPageChange={changed} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function Delete({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Удалить склад
        </button>
        <ConfirmDialog
          open={open}
          title="Удалить склад?"
          description="Склад на Абая исчезнет из списка и из формы заказа."
          confirmLabel="Удалить"
          danger
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  it('asks before acting, moves focus in, and gives it back on cancel or Escape', async () => {
    const confirmed = jest.fn();
    render(<Delete onConfirm={confirmed} />);
    const opener = screen.getByRole('button', { name: 'Удалить склад' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить склад?' });
    expect(dialog).toHaveAccessibleDescription('Склад на Абая исчезнет из списка и из формы заказа.');
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(confirmed).not.toHaveBeenCalled();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(confirmed).toHaveBeenCalledTimes(1);
  });
});

describe('Card, Checkbox, Radio', () => {
  it('a titled card is a named region; choices are named by their labels and grouped by a legend', async () => {
    render(
      <Card title="Оплата">
        <RadioGroup legend="Способ оплаты">
          <Radio name="pay" value="balance" label="С баланса" description="250 000 ₸" defaultChecked />
          <Radio name="pay" value="card" label="Картой" />
        </RadioGroup>
        <Checkbox label="Сохранить адрес отправителя" />
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Оплата' });
    const group = within(region).getByRole('group', { name: 'Способ оплаты' });
    expect(within(group).getByRole('radio', { name: 'С баланса 250 000 ₸' })).toBeChecked();
    await userEvent.click(within(group).getByText('Картой'));
    expect(within(group).getByRole('radio', { name: 'Картой' })).toBeChecked();
    const save = within(region).getByRole('checkbox', { name: 'Сохранить адрес отправителя' });
    await userEvent.click(save);
    expect(save).toBeChecked();
  });
});
