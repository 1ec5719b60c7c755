import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformRequestConfig } from '@cabinet/shared/http';
import { useState } from 'react';

import { platformRequest } from '@cabinet/shared/http';
import { testGeocodeResult } from '@cabinet/shared/testing';

import { AddressCombobox, SEARCH_DEBOUNCE_MS, searchInCity, validationMessage } from '..';

jest.mock('@cabinet/shared/http', () => ({ platformRequest: jest.fn() }));

const request = platformRequest as jest.MockedFunction<typeof platformRequest>;

const result = testGeocodeResult;

/**
 * Types a word as one burst of keystrokes: user-event otherwise waits a timer between two keys, and
 * on a busy machine that wait can outlast the search's debounce, which then searches half a word.
 */
const typeInOneGo = (element: Element, text: string) => userEvent.type(element, text, { delay: null });

describe('address combobox', () => {
  beforeEach(() => request.mockReset());

  it('searches once typing pauses, cancels superseded searches, validates the pick and reports it', async () => {
    const signals: AbortSignal[] = [];
    request.mockImplementation(async (config: PlatformRequestConfig) => {
      if (config.url?.endsWith('/search')) {
        signals.push(config.signal as AbortSignal);
        return { results: [result(`проспект ${String(config.params?.q)}`)] };
      }
      return { is_valid: true, city: 'astana' };
    });
    const onPicked = jest.fn();
    const onTyped = jest.fn();
    render(<AddressCombobox id="a" label="Адрес" value="" onTyped={onTyped} onPicked={onPicked} />);
    await typeInOneGo(screen.getByRole('combobox', { name: 'Адрес' }), 'Мангилик');
    await screen.findByRole('option', { name: 'Астана, проспект Мангилик' });
    const searches = request.mock.calls.filter(([config]) => config.url?.endsWith('/search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]?.[0].params).toEqual({ q: 'Мангилик' });
    expect(signals[0]).toBeInstanceOf(AbortSignal);
    expect(onTyped).toHaveBeenLastCalledWith('Мангилик');

    await userEvent.click(screen.getByRole('option', { name: 'Астана, проспект Мангилик' }));
    await waitFor(() =>
      expect(onPicked).toHaveBeenCalledWith({
        street: 'проспект Мангилик',
        building: '',
        latitude: 51.1,
        longitude: 71.4,
      }),
    );
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/rocket/v0/deliveries/address/validate-coordinate',
        data: { latitude: 51.1, longitude: 71.4 },
      }),
    );
  });

  it('says while a pick is being checked, so that a form waits for its address', async () => {
    let answer: (value: unknown) => void = () => undefined;
    request.mockImplementation(async (config: PlatformRequestConfig) => {
      if (config.url?.endsWith('/search')) return { results: [result('проспект Абая')] };
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const checks: boolean[] = [];
    const onPicked = jest.fn();
    render(
      <AddressCombobox
        id="a"
        label="Адрес"
        value=""
        onTyped={jest.fn()}
        onPicked={onPicked}
        onCheckChange={(checking) => checks.push(checking)}
      />,
    );
    await typeInOneGo(screen.getByRole('combobox', { name: 'Адрес' }), 'Абая');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, проспект Абая' }));
    expect(checks).toEqual([true]);
    expect(onPicked).not.toHaveBeenCalled();
    answer({ is_valid: true, city: 'almaty' });
    await waitFor(() => expect(checks).toEqual([true, false]));
    // The address reached the form before the check said it is over.
    expect(onPicked).toHaveBeenCalledTimes(1);
  });

  it('aborts a search that a newer query supersedes', async () => {
    const signals: AbortSignal[] = [];
    request.mockImplementation(
      (config: PlatformRequestConfig) =>
        new Promise((resolve) => {
          signals.push(config.signal as AbortSignal);
          setTimeout(() => resolve({ results: [result(String(config.params?.q))] }), 400);
        }),
    );
    render(<AddressCombobox id="a" label="Адрес" value="" onTyped={jest.fn()} onPicked={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Адрес' });
    await typeInOneGo(input, 'Абая');
    await waitFor(() => expect(signals).toHaveLength(1));
    await typeInOneGo(input, ' 10');
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await screen.findByRole('option', { name: 'Астана, Абая 10' });
  });

  it('cancels the search in flight at the first keystroke of a new query, and never shows an old query’s results for the new text', async () => {
    const searches: Array<{ q: string; signal: AbortSignal; answer: () => void }> = [];
    request.mockImplementation(
      (config: PlatformRequestConfig) =>
        new Promise((resolve) => {
          const q = String(config.params?.q);
          searches.push({
            q,
            signal: config.signal as AbortSignal,
            answer: () => resolve({ results: [result(`проспект ${q}`)] }),
          });
        }),
    );
    render(<AddressCombobox id="a" label="Адрес" value="" onTyped={jest.fn()} onPicked={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Адрес' });
    await typeInOneGo(input, 'Абая');
    await waitFor(() => expect(searches).toHaveLength(1));
    searches[0]?.answer();
    await screen.findByRole('option', { name: 'Астана, проспект Абая' });

    // The shown results answer "Абая", not "Абая 1": they go with the first keystroke.
    await typeInOneGo(input, ' 1');
    expect(screen.queryByRole('option', { name: 'Астана, проспект Абая' })).not.toBeInTheDocument();
    expect(screen.getByText('Ищем адреса…')).toBeInTheDocument();
    await waitFor(() => expect(searches).toHaveLength(2));

    // A search in flight is cancelled by the next keystroke itself, not by the next debounced search.
    await typeInOneGo(input, '0');
    expect(searches[1]?.signal.aborted).toBe(true);
    searches[1]?.answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('option', { name: 'Астана, проспект Абая 1' })).not.toBeInTheDocument();
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(searches[2]?.q).toBe('Абая 10');
    searches[2]?.answer();
    expect(await screen.findByRole('option', { name: 'Астана, проспект Абая 10' })).toBeInTheDocument();
  });

  it('lets only the latest pick land: a slower check of an earlier pick neither overwrites it nor errs', async () => {
    const checks: Array<{ latitude: number; signal: AbortSignal; answer: () => void }> = [];
    request.mockImplementation((config: PlatformRequestConfig) => {
      if (config.url?.endsWith('/search')) {
        const q = String(config.params?.q);
        return Promise.resolve({ results: [result(`проспект ${q}`, q === 'Абая' ? 51.11 : 51.22)] });
      }
      return new Promise((resolve) => {
        const { latitude } = config.data as { latitude: number };
        checks.push({
          latitude,
          signal: config.signal as AbortSignal,
          answer: () => resolve({ is_valid: true, city: 'astana' }),
        });
      });
    });
    const onPicked = jest.fn();
    /** The draft's side: the field shows what the draft holds. */
    function Field() {
      const [value, setValue] = useState('');
      return (
        <AddressCombobox
          id="a"
          label="Адрес"
          value={value}
          onTyped={setValue}
          onPicked={(picked) => {
            onPicked(picked);
            setValue(picked.street);
          }}
        />
      );
    }
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Адрес' });
    await typeInOneGo(input, 'Абая');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, проспект Абая' }));
    await userEvent.clear(input);
    await typeInOneGo(input, 'Достык');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, проспект Достык' }));
    expect(checks.map(({ latitude }) => latitude)).toEqual([51.11, 51.22]);
    expect(checks[0]?.signal.aborted).toBe(true);

    checks[1]?.answer();
    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
    checks[0]?.answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onPicked).toHaveBeenCalledTimes(1);
    expect(onPicked).toHaveBeenLastCalledWith(expect.objectContaining({ street: 'проспект Достык' }));
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toHaveValue('проспект Достык');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the picked address is outside the delivery zone', async () => {
    request.mockImplementation(async (config: PlatformRequestConfig) => {
      if (config.url?.endsWith('/search')) return { results: [result('Далеко')] };
      throw Object.assign(new Error('400'), {
        response: { status: 400, data: { detail: { code: 'WRONG_ADDRESS_ZONE' } } },
      });
    });
    const onPicked = jest.fn();
    render(<AddressCombobox id="a" label="Адрес" value="" onTyped={jest.fn()} onPicked={onPicked} />);
    await typeInOneGo(screen.getByRole('combobox', { name: 'Адрес' }), 'Далеко');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, Далеко' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Адрес находится вне зоны доставки');
    expect(onPicked).not.toHaveBeenCalled();
  });

  it('checks the same suggestion again when it is picked again after a refusal', async () => {
    const found = { results: [result('Абая')] };
    let refusals = 1;
    request.mockImplementation(async (config: PlatformRequestConfig) => {
      if (config.url?.endsWith('/search')) return found;
      if (refusals-- > 0) {
        throw Object.assign(new Error('400'), {
          response: { status: 400, data: { detail: { code: 'WRONG_ADDRESS_ZONE' } } },
        });
      }
      return { is_valid: true, city: 'astana' };
    });
    const onPicked = jest.fn();
    render(<AddressCombobox id="a" label="Адрес" value="" onTyped={jest.fn()} onPicked={onPicked} />);
    const input = screen.getByRole('combobox', { name: 'Адрес' });
    await typeInOneGo(input, 'Абая');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, Абая' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Адрес находится вне зоны доставки');

    await userEvent.clear(input);
    await typeInOneGo(input, 'Абая');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, Абая' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledWith(expect.objectContaining({ street: 'Абая' })));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('explains any other refusal of the validation with the catalogue texts, never a bare code', async () => {
    request.mockImplementation(async (config: PlatformRequestConfig) => {
      if (config.url?.endsWith('/search')) return { results: [result('Закрыто')] };
      throw Object.assign(new Error('400'), {
        response: { status: 400, data: { detail: { code: 'CITY_IS_CLOSED', message: 'x' } } },
      });
    });
    render(<AddressCombobox id="a" label="Адрес" value="" onTyped={jest.fn()} onPicked={jest.fn()} />);
    await typeInOneGo(screen.getByRole('combobox', { name: 'Адрес' }), 'Закрыто');
    await userEvent.click(await screen.findByRole('option', { name: 'Астана, Закрыто' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Доставка сейчас недоступна');
    expect(alert).not.toHaveTextContent('CITY_IS_CLOSED');
    expect(validationMessage(Object.assign(new Error('Network Error'), { request: {} }))).toBe(
      'Ошибка сети: проверьте подключение к интернету',
    );
    expect(
      validationMessage({
        response: { status: 400, data: { detail: { code: 'SOMETHING_NEW', message: 'м' } } },
      }),
    ).toBe('Непредвиденная ошибка. м');
  });
});

describe('address search city', () => {
  beforeEach(() => request.mockReset());

  it('sends the city; only a city that is not strict, when it finds nothing, gives way to every city', async () => {
    const cities: Array<string | undefined> = [];
    request.mockImplementation(async (config: PlatformRequestConfig) => {
      cities.push(config.params?.city as string | undefined);
      return { results: config.params?.city ? [] : [result('Мангилик Ел')] };
    });
    const signal = new AbortController().signal;
    expect(await searchInCity('Мангилик', signal, 'almaty', false)).toHaveLength(1);
    expect(cities).toEqual(['almaty', undefined]);
    cities.length = 0;
    expect(await searchInCity('Мангилик', signal, 'almaty', true)).toEqual([]);
    expect(cities).toEqual(['almaty']);
    cities.length = 0;
    expect(await searchInCity('Мангилик', signal, null, false)).toHaveLength(1);
    expect(cities).toEqual([undefined]);
  });

  it('searches the city its form passes, and only there when the city is strict', async () => {
    const asked: Array<{ q: string; city: string | undefined }> = [];
    request.mockImplementation(async (config: PlatformRequestConfig) => {
      asked.push({ q: String(config.params?.q), city: config.params?.city as string | undefined });
      return { results: [] };
    });
    const field = (city: 'almaty' | 'astana', strictCity = false) => (
      <AddressCombobox
        id="a"
        label="Адрес"
        value=""
        onTyped={jest.fn()}
        onPicked={jest.fn()}
        city={city}
        strictCity={strictCity}
      />
    );
    const { rerender } = render(field('astana'));
    const input = screen.getByRole('combobox', { name: 'Адрес' });
    await typeInOneGo(input, 'Туран');
    expect(await screen.findByText('Ничего не нашлось')).toBeInTheDocument();
    expect(asked).toEqual([
      { q: 'Туран', city: 'astana' },
      { q: 'Туран', city: undefined },
    ]);

    asked.length = 0;
    rerender(field('almaty', true));
    await typeInOneGo(input, ' 1');
    await waitFor(() => expect(asked).toEqual([{ q: 'Туран 1', city: 'almaty' }]));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    expect(asked).toHaveLength(1);
  });
});
