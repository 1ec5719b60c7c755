import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';

import { MemoryRouter, Route, Routes } from '@cabinet/shared/router';

import { PageKeeper, PageSlot } from '../page-slot';

let switchLayout: (wide: boolean) => void = () => undefined;

/** Two layouts around one page, swapped as the window crosses a width. */
function Layouts() {
  const [wide, setWide] = useState(true);
  switchLayout = setWide;
  return (
    <PageKeeper fallback={<p>Загрузка…</p>}>
      {wide ? (
        <main aria-label="Широкий макет">
          <PageSlot />
        </main>
      ) : (
        <section aria-label="Узкий макет">
          <PageSlot />
        </section>
      )}
    </PageKeeper>
  );
}

/** A page whose typed text lives in its own state: a remount would lose it. */
function FormPage() {
  const [name, setName] = useState('');
  return (
    <label>
      Название
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

/** The form's route under `layout` (the two layouts and their keeper, unless told otherwise). */
function renderApp(layout: ReactElement = <Layouts />) {
  return render(
    <MemoryRouter initialEntries={['/warehouses/new']}>
      <Routes>
        <Route element={layout}>
          <Route path="/warehouses/new" element={<FormPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageKeeper and PageSlot: the page outlives a change of layout', () => {
  it('keeps what was typed, in the same field, when the layout around it changes and back', async () => {
    renderApp();
    const field = screen.getByRole('textbox', { name: 'Название' });
    await userEvent.type(field, 'Склад Центральный');
    expect(screen.getByRole('main', { name: 'Широкий макет' })).toContainElement(field);

    act(() => switchLayout(false));
    const narrow = screen.getByRole('region', { name: 'Узкий макет' });
    expect(narrow).toContainElement(field);
    expect(screen.getByRole('textbox', { name: 'Название' })).toBe(field);
    expect(field).toHaveValue('Склад Центральный');

    act(() => switchLayout(true));
    expect(screen.getByRole('main', { name: 'Широкий макет' })).toContainElement(field);
    expect(field).toHaveValue('Склад Центральный');
  });

  it('keeps the focus and the caret in the field being typed in, so typing goes on there', async () => {
    renderApp();
    const field = screen.getByRole('textbox', { name: 'Название' });
    await userEvent.type(field, 'Склад реки');
    // The caret after "Склад ": the person is inserting a word in the middle.
    field.focus();
    (field as HTMLInputElement).setSelectionRange(6, 6);

    act(() => switchLayout(false));
    expect(field).toHaveFocus();
    await userEvent.keyboard('у ');
    expect(field).toHaveValue('Склад у реки');

    act(() => switchLayout(true));
    expect(field).toHaveFocus();
  });

  it('without a keeper a layout shows the route’s page itself (the server’s layout frames)', () => {
    renderApp(<PageSlot />);
    expect(screen.getByRole('textbox', { name: 'Название' })).toBeInTheDocument();
  });
});
