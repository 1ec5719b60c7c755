import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';

import { useSearchParams } from '../use-search-params';

function renderAt(entry: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [params, setParams] = useSearchParams();
      return { params, setParams, search: useLocation().search, navigate: useNavigate() };
    },
    { wrapper },
  );
}

const setting = (name: string, value: string) => (params: URLSearchParams) => {
  params.set(name, value);
  return params;
};

describe('the query of the address, changed in steps', () => {
  it('keeps both of two changes made before the router re-renders (a typed start, then a typed end)', () => {
    const { result } = renderAt('/reports?from=2026-10-01&to=2026-10-31');
    const { setParams } = result.current;
    act(() => {
      setParams(setting('from', '2026-11-01'), { replace: true });
      setParams(setting('to', '2026-11-20'), { replace: true });
    });
    expect(result.current.search).toBe('?from=2026-11-01&to=2026-11-20');
    expect(result.current.params.get('from')).toBe('2026-11-01');
  });

  it('starts from what the router shows once someone else has changed the address', () => {
    const { result } = renderAt('/reports?from=2026-10-01');
    act(() => result.current.setParams(setting('to', '2026-10-31')));
    act(() => result.current.navigate('/reports?kind=payments'));
    act(() => result.current.setParams(setting('page', '2')));
    expect(result.current.search).toBe('?kind=payments&page=2');
  });

  it('replaces the whole query when given one', () => {
    const { result } = renderAt('/warehouses?page=3&q=склад');
    act(() => result.current.setParams(new URLSearchParams({ page: '1' })));
    expect(result.current.search).toBe('?page=1');
  });
});
