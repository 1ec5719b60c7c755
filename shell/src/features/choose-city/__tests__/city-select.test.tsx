import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { chosenGeoCitySet, geoLocated, loadGeoEffects, signedOut } from '@cabinet/shared';
import { switchLanguage } from '@cabinet/shared/testing';

import { CitySelect } from '../ui/city-select';

const platformRequest = jest.fn(async (_config: unknown) => ({}));
jest.mock('@cabinet/shared/http', () => ({
  platformRequest: (config: unknown) => platformRequest(config),
}));

beforeAll(() => loadGeoEffects());
afterEach(() => {
  act(() => signedOut());
  platformRequest.mockClear();
  localStorage.clear();
});

const city = () => screen.getByRole('combobox', { name: 'Город' });

describe('CitySelect (§2 city choice)', () => {
  it('offers all Kazakhstan, Almaty and Astana, all Kazakhstan while nothing is known', () => {
    render(<CitySelect />);
    expect(Array.from((city() as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Весь Казахстан',
      'Алматы',
      'Астана',
    ]);
    expect(city()).toHaveValue('all');
  });

  it('shows the city of the location when nothing was chosen (preselected), and sends nothing', () => {
    act(() => geoLocated({ latitude: 51.16, longitude: 71.47, source: 'low-accuracy', city: 'astana' }));
    render(<CitySelect />);
    expect(city()).toHaveValue('astana');
    expect(platformRequest).not.toHaveBeenCalled();
  });

  it('sends the choice to the platform and keeps it for the next visit', async () => {
    render(<CitySelect />);
    await userEvent.selectOptions(city(), 'Алматы');
    expect(city()).toHaveValue('almaty');
    await waitFor(() => expect(localStorage.getItem('cabinet.geo-city')).toBe('almaty'));
    expect(platformRequest).toHaveBeenCalledWith({
      method: 'patch',
      url: '/rocket/v0/business/update-geo-city/',
      data: { city: 'almaty' },
    });
  });

  it('shows the previous city again when the platform refuses', async () => {
    act(() => chosenGeoCitySet('almaty'));
    platformRequest.mockRejectedValueOnce(new Error('COMPANY_NOT_FOUND'));
    render(<CitySelect />);
    await userEvent.selectOptions(city(), 'Весь Казахстан');
    await waitFor(() => expect(city()).toHaveValue('almaty'));
    expect(localStorage.getItem('cabinet.geo-city')).toBeNull();
  });

  it('speaks Kazakh', async () => {
    await switchLanguage('kk');
    render(<CitySelect />);
    const select = screen.getByRole('combobox', { name: 'Қала' });
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Бүкіл Қазақстан',
      'Алматы',
      'Астана',
    ]);
    await switchLanguage('ru');
  });
});
