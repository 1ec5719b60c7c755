import { allSettled, fork } from 'effector';

import { waitToastLifetimeFx } from '@cabinet/shared';
import type { ClientToken, IssuedClientToken } from '@cabinet/shared/contract';

import {
  $issued,
  $label,
  $labelMissing,
  $tokens,
  copyClicked,
  copyTokenFx,
  fetchTokensFx,
  issueSubmitted,
  issueTokenFx,
  issuedDismissed,
  labelChanged,
  revokeConfirmed,
  revokeRequested,
  revokeTokenFx,
  tokensClosed,
  tokensRequested,
} from '../model/client-tokens-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handlers'))),
}));

const listed = (id: number, label: string): ClientToken => ({
  id,
  label,
  token_hint: 'abc123',
  created_by: 'Айгерим Сапарова',
  created_at: '2026-11-25T10:00:00.000Z',
  expires_at: '2027-02-23T10:00:00.000Z',
  last_used_at: null,
});
const issued = (id: number, label: string): IssuedClientToken => ({
  token: `eyJ.secret-${id}.abc123`,
  token_type: 'Bearer',
  expires_in: 7_776_000,
  scope: 'holding',
  client_token: listed(id, label),
});

function scope() {
  const copied: string[] = [];
  const issue = jest.fn(async (label: string) => issued(7, label));
  return {
    copied,
    issue,
    scope: fork({
      handlers: [
        [fetchTokensFx, async () => [listed(1, 'Сайт')]],
        [issueTokenFx, issue],
        [revokeTokenFx, async () => undefined],
        [copyTokenFx, async (text: string) => void copied.push(text)],
        [waitToastLifetimeFx, async () => 'toast'],
      ],
    }),
  };
}

beforeEach(() => sessionStorage.clear());

describe('client tokens: shown once', () => {
  it('a label is asked for before anything is issued', async () => {
    const { scope: s, issue } = scope();
    await allSettled(issueSubmitted, { scope: s });
    expect(s.getState($labelMissing)).toBe(true);
    expect(issue).not.toHaveBeenCalled();
  });

  it('the token is shown once: copied from memory, never in the list, gone when dismissed or when the page is left', async () => {
    const { scope: s, copied } = scope();
    await allSettled(tokensRequested, { scope: s });
    await allSettled(labelChanged, { scope: s, params: '  1С: склад ' });
    await allSettled(issueSubmitted, { scope: s });
    expect(s.getState($issued)).toEqual({ token: 'eyJ.secret-7.abc123', label: '1С: склад' });
    expect(JSON.stringify(s.getState($tokens))).not.toContain('secret-7');
    expect(s.getState($tokens)?.map((token) => token.id)).toEqual([7, 1]);

    await allSettled(copyClicked, { scope: s });
    expect(copied).toEqual(['eyJ.secret-7.abc123']);
    await allSettled(issuedDismissed, { scope: s });
    expect(s.getState($issued)).toBeNull();
    // Nothing can bring it back: copying again copies nothing.
    await allSettled(copyClicked, { scope: s });
    expect(copied).toHaveLength(1);

    await allSettled(labelChanged, { scope: s, params: 'Второй' });
    await allSettled(issueSubmitted, { scope: s });
    expect(s.getState($issued)?.token).toBe('eyJ.secret-7.abc123');
    await allSettled(tokensClosed, { scope: s });
    expect(s.getState($issued)).toBeNull();
  });

  it('a name typed and not yet issued comes back after a reload; issued or left, it is forgotten', async () => {
    const first = scope().scope;
    await allSettled(tokensRequested, { scope: first });
    await allSettled(labelChanged, { scope: first, params: '1С: склад' });

    const reloaded = scope().scope;
    await allSettled(tokensRequested, { scope: reloaded });
    expect(reloaded.getState($label)).toBe('1С: склад');
    await allSettled(issueSubmitted, { scope: reloaded });
    expect(reloaded.getState($label)).toBe('');
    const afterIssue = scope().scope;
    await allSettled(tokensRequested, { scope: afterIssue });
    expect(afterIssue.getState($label)).toBe('');

    await allSettled(labelChanged, { scope: afterIssue, params: 'Склад 2' });
    await allSettled(tokensClosed, { scope: afterIssue });
    const afterLeaving = scope().scope;
    await allSettled(tokensRequested, { scope: afterLeaving });
    expect(afterLeaving.getState($label)).toBe('');
  });

  it('a revoked token leaves the list', async () => {
    const { scope: s } = scope();
    await allSettled(tokensRequested, { scope: s });
    await allSettled(revokeRequested, { scope: s, params: listed(1, 'Сайт') });
    await allSettled(revokeConfirmed, { scope: s });
    expect(s.getState($tokens)).toEqual([]);
  });
});
