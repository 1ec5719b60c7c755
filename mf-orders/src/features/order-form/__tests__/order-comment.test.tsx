import { render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { $user, orderDraftKey } from '@cabinet/shared';
import { testUserProfile } from '@cabinet/shared/testing';

import { buildCreateRequest, type DraftInput } from '../../submit-order/lib/build-request';
import {
  $orderComment,
  INITIAL_DETAILS,
  OrderCommentField,
  draftCleared,
  draftRestoreRequested,
  draftWriteDelayFx,
  orderCommentChanged,
  parseDraft,
} from '..';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const USER = testUserProfile({ id: 10002 });
const DRAFT_KEY = orderDraftKey(USER);

const scopeOf = () =>
  fork({
    values: [[$user, USER]],
    handlers: [[draftWriteDelayFx, async (change: number) => change]],
  });

beforeEach(() => localStorage.clear());

describe('the order comment (§3 order details: comment)', () => {
  it('is kept in the draft and comes back with it', async () => {
    const author = scopeOf();
    await allSettled(draftRestoreRequested, { scope: author });
    await allSettled(orderCommentChanged, { scope: author, params: 'Хрупкое, не переворачивать' });
    const stored = parseDraft(localStorage.getItem(DRAFT_KEY));
    expect(stored?.mobile_details.comment).toBe('Хрупкое, не переворачивать');

    const reader = scopeOf();
    await allSettled(draftRestoreRequested, { scope: reader });
    expect(reader.getState($orderComment)).toBe('Хрупкое, не переворачивать');

    await allSettled(draftCleared, { scope: reader });
    expect(reader.getState($orderComment)).toBe('');
  });

  it('reads a draft written before the comment existed as one without a comment', () => {
    const draft = {
      version: 1,
      points: [0, 1].map((id) => ({
        id,
        save: false,
        address: {
          street: '',
          entrance: '',
          floor: '',
          building: '',
          apartment: '',
          intercom: '',
          extra_info: '',
          latitude: null,
          longitude: null,
        },
        contact_info: { phone_number: '', contact_name: '' },
      })),
      rates: { rates: null, selected: null },
      tasks: { tasks: [[], []], items: [[], []] },
      mobile: { step: 'init' },
      mobile_details: { details: INITIAL_DETAILS, isUrgent: false },
    };
    expect(parseDraft(JSON.stringify(draft))?.mobile_details.comment).toBeUndefined();
    expect(
      parseDraft(JSON.stringify({ ...draft, mobile_details: { ...draft.mobile_details, comment: 5 } })),
    ).toBeNull();
  });

  it('goes with the order, trimmed', () => {
    const input = {
      points: [],
      tasks: [],
      items: [],
      tariff: null,
      ratesFresh: true,
      details: INITIAL_DETAILS,
      isUrgent: false,
      urgentProblem: null,
      paymentTaskIncomplete: false,
      nonWorkingTime: false,
      comment: '  Позвонить за 10 минут  ',
    } satisfies DraftInput;
    expect(buildCreateRequest(input).comment).toBe('Позвонить за 10 минут');
    expect(buildCreateRequest({ ...input, comment: undefined }).comment).toBe('');
  });

  it('is a labelled field that takes at most the contract limit of 1000 characters', async () => {
    const scope = scopeOf();
    render(
      <Provider value={scope}>
        <OrderCommentField />
      </Provider>,
    );
    const field = screen.getByRole('textbox', { name: 'Комментарий к заказу' });
    expect(field).toHaveAttribute('maxlength', '1000');
    expect(field).toHaveAccessibleDescription(/Для курьера: что везти, как передать/);
  });
});
