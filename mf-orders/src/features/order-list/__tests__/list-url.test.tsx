import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { MemoryRouter, useLocation } from '@cabinet/shared/router';

import { useListUrl } from '../lib/list-url';

function useListUrlWithLocation() {
  return { ...useListUrl('push'), location: useLocation() };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/?tab=finished&order=7']}>{children}</MemoryRouter>
);

describe('useListUrl', () => {
  it('keeps both of two changes made before the router renders the first (blur, then Enter)', () => {
    const { result } = renderHook(useListUrlWithLocation, { wrapper });
    const { change } = result.current;

    act(() => {
      change({ from: '2026-09-01' });
      change({ to: '2026-09-10' });
    });

    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('from')).toBe('2026-09-01');
    expect(params.get('to')).toBe('2026-09-10');
    expect(params.get('tab')).toBe('finished');
    expect(params.get('order')).toBe('7');
    expect(result.current.filters).toEqual({
      tab: 'finished',
      search: '',
      from: '2026-09-01',
      to: '2026-09-10',
    });
  });

  it('returns the filters a change leads to, as the URL will carry them', () => {
    const { result } = renderHook(useListUrlWithLocation, { wrapper });
    let chosen;
    act(() => {
      chosen = result.current.change({ tab: 'planned', search: '  R-1 ' });
    });
    expect(chosen).toEqual({ tab: 'planned', search: '  R-1 ', from: '', to: '' });
    expect(result.current.location.search).toContain('tab=planned');
  });
});
