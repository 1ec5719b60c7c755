import { describeFailure } from '@cabinet/shared';

import { asRequestFailure, platformErrorOf, trackingLink } from '..';

describe('platform errors as screens read them', () => {
  it('reads status, code and message from the detail envelope (§8)', () => {
    const error = Object.assign(new Error('400'), {
      response: {
        status: 400,
        data: { detail: { code: 'ORDER_HAS_BEEN_CANCELED', message: 'Заказ уже отменён' } },
      },
    });
    expect(platformErrorOf(error)).toEqual({
      status: 400,
      code: 'ORDER_HAS_BEEN_CANCELED',
      message: 'Заказ уже отменён',
    });
  });

  it('reads the data envelope too, and nothing from a failure without an answer', () => {
    expect(platformErrorOf({ response: { status: 404, data: { data: { code: 'X' } } } })).toEqual({
      status: 404,
      code: 'X',
      message: null,
    });
    expect(platformErrorOf(new Error('offline'))).toEqual({ status: null, code: null, message: null });
  });

  it('describes a catalogued code with the shared texts', () => {
    const failure = asRequestFailure(
      { status: 400, code: 'ALL_POINTS_HAVE_BEEN_CANCELED', message: null },
      '/rocket/v0/deliveries/groups/1',
      'PATCH',
    );
    expect(describeFailure(failure)).toEqual({
      title: 'Заказ уже отменён',
      text: 'Все точки этого заказа уже отменены.',
    });
  });
});

describe('tracking link', () => {
  it('points at the public /tracking page with the token', () => {
    expect(trackingLink('a_b-1', 'https://cabinet.example')).toBe(
      'https://cabinet.example/tracking?token=a_b-1',
    );
    expect(trackingLink('a b')).toBe(`${window.location.origin}/tracking?token=a%20b`);
  });
});
