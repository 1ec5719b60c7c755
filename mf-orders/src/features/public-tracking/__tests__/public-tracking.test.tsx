import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import type { Banner } from '@cabinet/shared/contract';

import type { Tracking } from '../../../entities/order';
import {
  TRACKING_REFRESH_MS,
  TrackingExpiredError,
  TrackingNotFoundError,
  fetchBannerFx,
  fetchTrackingFx,
  requestTracking,
  requestTrackingBanner,
  trackingOpened,
  $banner,
} from '../model/public-tracking-model';
import { PublicTracking } from '../ui/public-tracking';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const TRACKING: Tracking = {
  number: 'R-000077',
  state: 'picked_up',
  status: 2,
  company_name: 'ТОО «Алма Логистик»',
  eta_minutes: 14,
  courier: { name: 'Ержан', phone_number: '+77017776655', transport: 'CAR', latitude: 43.2, longitude: 76.9 },
  points: [
    { index: 0, state: 'done', street: 'проспект Абая', building: '10', geo_data: [76.9, 43.2] },
    { index: 1, state: 'pending', street: 'проспект Достык', building: '120', geo_data: [76.95, 43.24] },
  ],
  created_at: '2026-11-22T05:00:00Z',
  delivered_at: null,
};

describe('public tracking', () => {
  it('shows status, ETA, courier and the points of a tracking link', async () => {
    const scope = fork({
      handlers: [
        [fetchTrackingFx, async () => TRACKING],
        [fetchBannerFx, async () => null],
      ],
    });
    render(
      <Provider value={scope}>
        <PublicTracking token="abc" />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Заказ №\u00a0R-000077' })).toBeInTheDocument();
    expect(screen.getByText('Отправитель: ТОО «Алма Логистик»')).toBeInTheDocument();
    expect(screen.getByText('Заказ забран, курьер едет к получателю')).toBeInTheDocument();
    expect(screen.getByText('Прибытие примерно через 14 мин')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7\u00a0701\u00a0777\u00a066\u00a055' })).toHaveAttribute(
      'href',
      'tel:+77017776655',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/другие заказы/)).toBeNull();
  });

  it('tells the recipient when the courier carries other orders too (§4 batching)', async () => {
    const scope = fork({
      handlers: [
        [fetchTrackingFx, async () => ({ ...TRACKING, batching: true })],
        [fetchBannerFx, async () => null],
      ],
    });
    render(
      <Provider value={scope}>
        <PublicTracking token="abc" />
      </Provider>,
    );
    expect(await screen.findByText(/другие заказы/)).toBeInTheDocument();
  });

  it('says clearly when the link is unknown', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTrackingFx,
          async () => {
            throw new TrackingNotFoundError();
          },
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <PublicTracking token="expired" />
      </Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка не найдена');
  });

  it('says the link has expired, distinct from an unknown link', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTrackingFx,
          async () => {
            throw new TrackingExpiredError();
          },
        ],
        [fetchBannerFx, async () => null],
      ],
    });
    render(
      <Provider value={scope}>
        <PublicTracking token="old-link-123" />
      </Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Срок действия ссылки истёк');
    expect(alert).not.toHaveTextContent('Ссылка не найдена');
  });

  it('counts the search estimate down while the courier is searched for', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T05:00:30Z') });
    try {
      const searching: Tracking = {
        ...TRACKING,
        state: 'searching',
        status: 1,
        courier: null,
        updated_at: '2026-11-22T05:00:00Z',
        search_estimate_minutes: 3,
      };
      const scope = fork({
        handlers: [
          [fetchTrackingFx, async () => searching],
          [fetchBannerFx, async () => null],
        ],
      });
      render(
        <Provider value={scope}>
          <PublicTracking token="abc" />
        </Provider>,
      );
      expect(await screen.findByText('Ищем курьера: примерно 3 мин')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3 * 60_000));
      expect(screen.getByText(/Курьер всё ещё ищется/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['an unknown link', () => Promise.reject(new TrackingNotFoundError())],
    ['an expired link', () => Promise.reject(new TrackingExpiredError())],
    ['a delivered order', async () => ({ ...TRACKING, state: 'delivered' as const, status: 3 })],
  ])('stops polling for %s', async (_, answer) => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    try {
      const fetchTracking = jest.fn(answer);
      const scope = fork({
        handlers: [
          [fetchTrackingFx, fetchTracking],
          [fetchBannerFx, async () => null],
        ],
      });
      render(
        <Provider value={scope}>
          <PublicTracking token="abc" />
        </Provider>,
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(fetchTracking).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(TRACKING_REFRESH_MS * 6);
      });
      expect(fetchTracking).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps polling a live order', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    try {
      const fetchTracking = jest.fn(async () => TRACKING);
      const scope = fork({
        handlers: [
          [fetchTrackingFx, fetchTracking],
          [fetchBannerFx, async () => null],
        ],
      });
      render(
        <Provider value={scope}>
          <PublicTracking token="abc" />
        </Provider>,
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(TRACKING_REFRESH_MS * 3);
      });
      expect(fetchTracking).toHaveBeenCalledTimes(4);
      // The state is the page's one live region; the countdown and the ETA are not announced.
      expect(screen.getByRole('status')).toHaveTextContent('Заказ забран, курьер едет к получателю');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the tracking banner to whoever holds the link', async () => {
    const banner: Banner = {
      id: 1,
      placement: 'tracking',
      title: 'Доставка для бизнеса',
      text: 'Доставим по городу за час',
      image_url: 'http://localhost:8090/static/banners/tracking.svg',
      link: null,
    };
    const fetchBanner = jest.fn(async () => banner);
    const scope = fork({
      handlers: [
        [fetchTrackingFx, async () => TRACKING],
        [fetchBannerFx, fetchBanner],
      ],
    });
    render(
      <Provider value={scope}>
        <PublicTracking token="abc-token" />
      </Provider>,
    );
    expect(await screen.findByRole('complementary', { name: 'Доставка для бизнеса' })).toHaveTextContent(
      'Доставим по городу за час',
    );
    expect(fetchBanner).toHaveBeenCalledWith('abc-token');
  });
});

describe('public tracking calls', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function answer(status: number, body: unknown) {
    return jest.fn(async () => ({ status, ok: status < 300, json: async () => body }) as Response);
  }

  it('tells 404 (unknown) from 410 (expired) and asks without any sign-in', async () => {
    global.fetch = answer(404, { detail: { code: 'TRACKING_NOT_FOUND' } });
    await expect(requestTracking('nope-1234')).rejects.toBeInstanceOf(TrackingNotFoundError);
    global.fetch = answer(410, { detail: { code: 'TRACKING_EXPIRED' } });
    await expect(requestTracking('old-12345')).rejects.toBeInstanceOf(TrackingExpiredError);
    const ok = answer(200, TRACKING);
    global.fetch = ok;
    await expect(requestTracking('abc-12345')).resolves.toEqual(TRACKING);
    const [, init] = ok.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('asks the banner with the tracking token, and a failure only means no banner', async () => {
    const banners = answer(200, {
      results: [
        { id: 2, placement: 'orders', title: 'b', text: '', image_url: '', link: null },
        { id: 1, placement: 'tracking', title: 'a', text: '', image_url: '', link: null },
      ],
    });
    global.fetch = banners;
    await expect(requestTrackingBanner('abc-12345')).resolves.toMatchObject({ id: 1 });
    const [url] = banners.mock.calls[0] as unknown as [string];
    expect(url).toContain('/rocket/v0/business/banners?tracking_token=abc-12345');
    global.fetch = answer(410, {});
    await expect(requestTrackingBanner('old-12345')).resolves.toBeNull();
  });

  it('forgets the banner of a previous link', async () => {
    const scope = fork({
      values: [[$banner, { id: 1, placement: 'tracking', title: 'a', text: '', image_url: '', link: null }]],
      handlers: [
        [fetchTrackingFx, async () => TRACKING],
        [fetchBannerFx, async () => null],
      ],
    });
    await allSettled(trackingOpened, { scope, params: 'other-link' });
    expect(scope.getState($banner)).toBeNull();
  });
});
