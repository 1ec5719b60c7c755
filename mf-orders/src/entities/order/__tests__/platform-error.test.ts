import { describeFailure } from '@cabinet/shared';

import { asRequestFailure, trackingLink } from '..';

describe('platform failures as screens describe them', () => {
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
