import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { i18n, signedOut, toastShown } from '@cabinet/shared';
import { readPlatformFailure, type ClientToken, type IssuedClientToken } from '@cabinet/shared/contract';
import { keepFormDraft } from '@cabinet/shared/form-draft';

import { fetchClientTokens, issueClientToken, revokeClientToken } from '../../../entities/client-token';
import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';

/** The integration page is on screen (or its list is asked for again). */
export const tokensRequested = createEvent();
/** The page left the screen: a token shown once is forgotten with it. */
export const tokensClosed = createEvent();
export const labelChanged = createEvent<string>();
export const issueSubmitted = createEvent();
/** "Я сохранил токен": the one showing of the token ends. */
export const issuedDismissed = createEvent();
/** "Скопировать токен". */
export const copyClicked = createEvent();
export const copyFinished = createEvent<boolean>();
export const revokeRequested = createEvent<ClientToken>();
export const revokeCancelled = createEvent();
export const revokeConfirmed = createEvent();

export const fetchTokensFx = createEffect(fetchClientTokens);
export const issueTokenFx = createEffect((label: string) => issueClientToken(label));
export const revokeTokenFx = createEffect((token: ClientToken) => revokeClientToken(token.id));
/** The clipboard is the browser's; a refusal (no permission, no focus) is said, not thrown. */
export const copyTokenFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});

export const $tokens = createStore<ClientToken[] | null>(null)
  .on(fetchTokensFx.doneData, (_, tokens) => tokens)
  .reset(signedOut);
export const $tokensFailed = createStore(false)
  .on(fetchTokensFx.fail, () => true)
  .on(fetchTokensFx, () => false)
  .reset(signedOut);
export type TokensState = 'loading' | 'failed' | 'empty' | 'ready';
export const $tokensState = combine($tokens, $tokensFailed, (tokens, failed): TokensState => {
  if (!tokens) return failed ? 'failed' : 'loading';
  return tokens.length === 0 ? 'empty' : 'ready';
});

/** The new token's form: its name, kept over a reload (decision 0028), emptied once issued or left. */
const $tokenForm = createStore({ label: '' })
  .on(labelChanged, (_, label) => ({ label }))
  .reset(tokensClosed, signedOut, issueTokenFx.done);
export const $label = $tokenForm.map((form) => form.label);
keepFormDraft({ name: 'client-token', empty: { label: '' }, $values: $tokenForm, opened: tokensRequested });
export const $labelMissing = createStore(false)
  .on(labelChanged, () => false)
  .reset(tokensClosed, signedOut);
export const $issuing = issueTokenFx.pending;

/**
 * The token just issued, kept only in memory and only while its panel is on screen: never stored,
 * never in the list (the platform keeps its last characters only), gone when dismissed, when another
 * is issued, when the page is left or the session ends.
 */
export const $issued = createStore<{ token: string; label: string } | null>(null, {
  serialize: 'ignore',
}).reset(issuedDismissed, tokensClosed, signedOut, issueSubmitted);
/** Whether the last copy reached the clipboard (null: not tried yet for this token). */
export const $copied = createStore<boolean | null>(null)
  .on(copyFinished, (_, copied) => copied)
  .reset(issuedDismissed, tokensClosed, signedOut, issueTokenFx.done);

export const $revokeTarget = createStore<ClientToken | null>(null).reset(signedOut, tokensClosed);
export const $revokeFailed = createStore(false).reset(signedOut, tokensClosed);
export const $revoking = revokeTokenFx.pending;

sample({ clock: tokensRequested, filter: fetchTokensFx.pending.map((busy) => !busy), target: fetchTokensFx });

const issueWanted = sample({ clock: issueSubmitted, source: $label, filter: $issuing.map((busy) => !busy) });
sample({ clock: issueWanted, fn: (label) => label.trim() === '', target: $labelMissing });
sample({
  clock: issueWanted,
  filter: (label) => label.trim() !== '',
  fn: (label) => label.trim(),
  target: issueTokenFx,
});

sample({
  clock: issueTokenFx.doneData,
  fn: (answer: IssuedClientToken) => ({ token: answer.token, label: answer.client_token?.label ?? '' }),
  target: $issued,
});
// The list names the new token at once, by its label and ending (never the token itself).
$tokens.on(issueTokenFx.doneData, (tokens, answer) =>
  answer.client_token ? [answer.client_token, ...(tokens ?? [])] : tokens,
);

sample({
  clock: copyClicked,
  source: $issued,
  filter: (issued: { token: string } | null): issued is { token: string; label: string } => issued !== null,
  fn: (issued) => issued.token,
  target: copyTokenFx,
});
sample({ clock: copyTokenFx.done, fn: () => true, target: copyFinished });
sample({ clock: copyTokenFx.fail, fn: () => false, target: copyFinished });
sample({
  clock: copyTokenFx.done,
  fn: () => i18n.t('integration.copied', { ns: INTEGRATION_NAMESPACE }),
  target: toastShown,
});

sample({ clock: revokeRequested, filter: $revoking.map((busy) => !busy), target: $revokeTarget });
sample({ clock: [revokeRequested, revokeConfirmed], fn: () => false, target: $revokeFailed });
sample({
  clock: revokeCancelled,
  filter: $revoking.map((busy) => !busy),
  fn: () => null,
  target: $revokeTarget,
});
sample({
  clock: revokeConfirmed,
  source: $revokeTarget,
  filter: (target: ClientToken | null): target is ClientToken => target !== null,
  target: revokeTokenFx,
});
const isGone = (error: unknown) => readPlatformFailure(error).code === 'CLIENT_TOKEN_NOT_FOUND';
const revoked = sample({
  clock: [
    revokeTokenFx.done.map(({ params }) => params),
    sample({ clock: revokeTokenFx.fail, filter: ({ error }) => isGone(error), fn: ({ params }) => params }),
  ],
});
$tokens.on(revoked, (tokens, gone) => tokens?.filter((token) => token.id !== gone.id) ?? tokens);
sample({ clock: revoked, fn: () => null, target: $revokeTarget });
sample({
  clock: revoked,
  fn: (token) => i18n.t('integration.revoked', { ns: INTEGRATION_NAMESPACE, label: token.label }),
  target: toastShown,
});
sample({
  clock: revokeTokenFx.fail,
  filter: ({ error }) => !isGone(error),
  fn: () => true,
  target: $revokeFailed,
});
