import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';

import { createTranslator, type TFunction } from '../translator';
import { useTranslationOf } from '../use-translation';

let i18n = createTranslator({ language: 'ru', fallbackLanguage: 'ru', defaultNamespace: 'common' });

beforeEach(() => {
  i18n = createTranslator({ language: 'ru', fallbackLanguage: 'ru', defaultNamespace: 'common' });
  i18n.addResourceBundle('ru', 'orders', { title: 'Заказы' });
  i18n.addResourceBundle('kk', 'orders', { title: 'Тапсырыстар' });
});

function Title({ lng, onT }: { lng?: string; onT?: (t: TFunction) => void }) {
  const { t } = useTranslationOf(i18n, 'common', 'orders', lng ? { lng } : undefined);
  useEffect(() => {
    onT?.(t);
  }, [t, onT]);
  return <h1>{t('title')}</h1>;
}

describe('useTranslation', () => {
  it('re-renders in the new language, with a new t for memoised texts', async () => {
    const seen: TFunction[] = [];
    render(<Title onT={(t) => seen.push(t)} />);
    expect(screen.getByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('kk'));
    expect(screen.getByRole('heading', { name: 'Тапсырыстар' })).toBeInTheDocument();
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('shows strings that arrive after the first render', () => {
    render(<Title lng="kk" />);
    act(() => i18n.addResourceBundle('kk', 'orders', { later: 'x' }));
    expect(screen.getByRole('heading', { name: 'Тапсырыстар' })).toBeInTheDocument();
    i18n.removeResourceBundle('kk', 'orders');
    act(() => i18n.addResourceBundle('kk', 'orders', { title: 'Жаңа тапсырыстар' }));
    expect(screen.getByRole('heading', { name: 'Жаңа тапсырыстар' })).toBeInTheDocument();
  });

  it('strings of another namespace arriving do not render a component again', () => {
    const renders = jest.fn();
    function Counted() {
      const { t } = useTranslationOf(i18n, 'common', 'orders');
      renders();
      return <h1>{t('title')}</h1>;
    }
    render(<Counted />);
    act(() => i18n.addResourceBundle('ru', 'reports', { title: 'Отчёты' }));
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => i18n.addResourceBundle('ru', 'orders', { later: 'Позже' }));
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('a page in a fixed language stays in it when the page switches', async () => {
    render(<Title lng="kk" />);
    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByRole('heading', { name: 'Тапсырыстар' })).toBeInTheDocument();
  });
});
