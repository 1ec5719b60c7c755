import { act, render, screen } from '@testing-library/react';

import { windowResized } from '@cabinet/shared';
import { MemoryRouter } from '@cabinet/shared/router';

import { OrderForm } from '..';
import { draftCleared } from '../../../features/order-form';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(async () => ({ results: [] })),
  newRequestId: jest.fn(() => 'key'),
}));

/** Renders the form and lets its first requests' answers in (the sections' lists). */
async function renderForm() {
  render(
    <MemoryRouter>
      <OrderForm />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

/** Paints a frame and runs the task queued after it. */
async function paintFrame() {
  await act(async () => {
    jest.advanceTimersByTime(20);
    jest.advanceTimersByTime(0);
  });
}

describe("the order form's parts on a first render", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    act(() => draftCleared());
  });
  afterEach(() => {
    jest.useRealTimers();
    window.scrollY = 0;
    act(() => windowResized(1280));
  });

  it('on a phone, draws the first point first and the rest of the form frame by frame after it', async () => {
    act(() => windowResized(390));
    await renderForm();
    expect(screen.getByRole('region', { name: 'Откуда' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Куда · точка 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить точку' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Оплата' })).toBeNull();

    await paintFrame();
    expect(screen.getByRole('region', { name: 'Куда · точка 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Добавить точку' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Оплата' })).toBeNull();

    await paintFrame();
    await paintFrame();
    expect(screen.getByRole('region', { name: 'Тариф' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Оплата' })).toBeInTheDocument();
  });

  it('wider than a phone (two columns on one screen), draws the whole form at once', async () => {
    act(() => windowResized(1280));
    await renderForm();
    expect(screen.getByRole('region', { name: 'Куда · точка 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Оплата' })).toBeInTheDocument();
  });

  it('on a phone scrolled down already (a reload further down), draws the whole form at once', async () => {
    act(() => windowResized(390));
    window.scrollY = 600;
    await renderForm();
    expect(screen.getByRole('region', { name: 'Оплата' })).toBeInTheDocument();
  });
});
