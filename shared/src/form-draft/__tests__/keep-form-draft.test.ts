import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';

import { signedOut } from '@cabinet/shared';

import { keepFormDraft } from '..';

interface Invite {
  phone: string;
  name: string;
}
const EMPTY: Invite = { phone: '', name: '' };

const opened = createEvent();
const typed = createEvent<Partial<Invite>>();
const sent = createEvent();
const $values = createStore<Invite>(EMPTY)
  .on(typed, (values, change) => ({ ...values, ...change }))
  .reset(sent, signedOut);
const { restored } = keepFormDraft({ name: 'test-invite', empty: EMPTY, $values, opened });
const $restored = createStore(false).on(restored, () => true);

/** A visit of the page: a scope of its own, as after a reload; storage is the tab's, shared. */
async function visit() {
  const scope = fork();
  await allSettled(opened, { scope });
  return scope;
}

beforeEach(() => sessionStorage.clear());

describe('a short form keeps what was typed over a reload', () => {
  it('opens with what was typed before the reload', async () => {
    const before = await visit();
    await allSettled(typed, { scope: before, params: { phone: '+7 701 555 00 11' } });
    await allSettled(typed, { scope: before, params: { name: 'Данияр' } });

    const after = await visit();
    expect(after.getState($values)).toEqual({ phone: '+7 701 555 00 11', name: 'Данияр' });
    expect(after.getState($restored)).toBe(true);
  });

  it.each([
    ['cleared by hand', (scope: Scope) => allSettled(typed, { scope, params: { phone: '' } })],
    ['sent (the form resets)', (scope: Scope) => allSettled(sent, { scope })],
    ['left by signing out', (scope: Scope) => allSettled(signedOut, { scope })],
  ])('keeps nothing once the form is empty again: %s', async (_, emptied) => {
    const before = await visit();
    await allSettled(typed, { scope: before, params: { phone: '+7 701 555 00 11' } });
    expect(sessionStorage.getItem('cabinet.form-draft.v1.test-invite')).not.toBeNull();
    await emptied(before);

    expect(sessionStorage.getItem('cabinet.form-draft.v1.test-invite')).toBeNull();
    const after = await visit();
    expect(after.getState($values)).toEqual(EMPTY);
    expect(after.getState($restored)).toBe(false);
  });

  it('takes only the form’s own text fields from an entry, and ignores one it cannot read', async () => {
    const key = 'cabinet.form-draft.v1.test-invite';
    sessionStorage.setItem(key, JSON.stringify({ phone: '+7 701 555 00 11', name: '', admin: true }));
    expect((await visit()).getState($values)).toEqual({ phone: '+7 701 555 00 11', name: '' });

    for (const stored of ['{garbage', 'null', '[]', '"text"', JSON.stringify({ phone: 7, name: '' })]) {
      sessionStorage.setItem(key, stored);
      const scope = await visit();
      expect(scope.getState($values)).toEqual(EMPTY);
      expect(scope.getState($restored)).toBe(false);
    }
  });

  it('forgets every form’s draft on sign-out, a place form’s too, and nothing else', async () => {
    sessionStorage.setItem('cabinet.error-counter', '1');
    sessionStorage.setItem('cabinet.form-draft.v1.place.warehouse.7', '{}');
    const before = await visit();
    await allSettled(typed, { scope: before, params: { name: 'Данияр' } });
    await allSettled(signedOut, { scope: fork() });

    expect(sessionStorage.getItem('cabinet.form-draft.v1.test-invite')).toBeNull();
    expect(sessionStorage.getItem('cabinet.form-draft.v1.place.warehouse.7')).toBeNull();
    expect(sessionStorage.getItem('cabinet.error-counter')).toBe('1');
  });
});
