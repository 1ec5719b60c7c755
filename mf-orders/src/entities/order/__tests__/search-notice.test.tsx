import { act, render, screen } from '@testing-library/react';

import '../../../shared/i18n';
import { msUntilSearchEstimateEnds, searchProgress } from '../model/order-status';
import { SearchNotice } from '../ui/search-notice';

const STARTED = '2026-11-22T05:00:00Z';
const at = (offset: string) => new Date(`2026-11-22T05:${offset}Z`).getTime();
const STILL_SEARCHING = 'Курьер всё ещё ищется. Спасибо за терпение, мы найдём его как можно скорее.';

afterEach(() => jest.useRealTimers());

describe('the courier-search countdown (§4)', () => {
  it('knows how long its estimate has left', () => {
    expect(msUntilSearchEstimateEnds(STARTED, at('00:00'), 3)).toBe(180_000);
    expect(msUntilSearchEstimateEnds(STARTED, at('02:53'), 3)).toBe(7_000);
    expect(msUntilSearchEstimateEnds(STARTED, at('03:00'), 3)).toBeNull();
    expect(msUntilSearchEstimateEnds(STARTED, at('04:00'), 3)).toBeNull();
    // A clock behind the platform's counts from the start of the estimate.
    expect(msUntilSearchEstimateEnds(STARTED, at('00:00') - 5_000, 3)).toBe(180_000);
    expect(searchProgress(STARTED, at('02:59'), 3)).toEqual({ kind: 'countdown', minutes: 1 });
    expect(searchProgress(STARTED, at('03:00'), 3)).toEqual({ kind: 'still-searching' });
  });

  it('switches to the still-searching message the moment the estimate runs out, between two ticks', () => {
    // Opened 7 s into the search: the 10 s ticks fall at 0:17, 0:27 … 2:57, 3:07.
    jest.useFakeTimers({ now: at('00:07') });
    render(<SearchNotice since={STARTED} estimateMinutes={3} />);
    expect(screen.getByText('Ищем курьера: примерно 3 мин')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(172_999));
    expect(screen.getByText('Ищем курьера: примерно 1 мин')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(STILL_SEARCHING)).toBeInTheDocument();
    expect(screen.queryByText(/^Ищем курьера/)).toBeNull();
  });
});
