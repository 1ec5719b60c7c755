import { createEffect, createEvent, createStore, sample } from 'effector';

import { $runtimeConfig } from '../config';
import { STORAGE_KEYS } from '../constants';
import { errorModalShown } from '../error-modal';
import { i18n } from '../i18n';
import { $lang } from '../lang';
import { $windowWidth } from '../layout';
import { $user, signInRequested, signedOut } from '../session';
import { toastShown } from '../toasts';
import { UNREPORTED_CODES, type CustomErrorKind } from './error-codes';
import { clearOnSuccess, countError, parseStoredCounter, type ErrorCounterState } from './error-counter';
import type { ErrorReport } from './error-report';
import { describeCustomError, describeFailure, type ErrorTexts, type RequestFailure } from './error-texts';
import { requestPath, shouldSkipModal } from './skip-modal';

/** How the pipeline treats one failure. */
export type FailureKind =
  /** 400: the screen that made the call shows it beside its fields (§8). */
  | 'field'
  /** 401: the user must sign in again. */
  | 'unauthenticated'
  /** No answer at all: a transient toast, never a modal or a report (§8 noise). */
  | 'network'
  /** 429 after the client's own retries: a toast to slow down, never a modal or a report. */
  | 'rate-limited'
  /** A 404 without a platform error code: noise (§8). */
  | 'noise'
  /** Counted, but the modal is skipped for this call (§8 list). */
  | 'silent'
  /** Counted, shown in the modal and reported. */
  | 'modal';

/** Sorts a failure into the branch of §8 that handles it. */
export function classifyFailure(failure: RequestFailure): FailureKind {
  if (failure.status === 400) return 'field';
  if (failure.status === 401) return 'unauthenticated';
  if (failure.noResponse && !failure.timedOut) return 'network';
  if (failure.status === 429) return 'rate-limited';
  if (failure.status === 404 && failure.code === null) return 'noise';
  if (shouldSkipModal(failure)) return 'silent';
  return 'modal';
}

/** One call as the request history keeps it (§3 error-handler state). */
export interface RequestRecord {
  url: string;
  method: string;
  status: number | null;
  payload?: unknown;
}

/** Every failed platform call; the HTTP client fires it. */
export const requestFailed = createEvent<RequestFailure>();

/** Every successful platform call; clears the error counter of its url (§4). */
export const requestSucceeded = createEvent<RequestRecord>();

/** A screen raises a custom error of §8, naming the request it is about. */
export const customErrorRaised = createEvent<{ kind: CustomErrorKind; relatedUrl: string }>();

/**
 * The platform answered 429 and the HTTP client will repeat the call by itself after `seconds`:
 * the user learns why the screen waits instead of seeing an error.
 */
export const rateLimited = createEvent<{ seconds: number }>();

/** The session is no longer valid: the user goes to sign in. */
export const authenticationRequired = createEvent();

/** The last call per path, failed or not: custom errors report the related request from here. */
export const $requestHistory = createStore<Record<string, RequestRecord>>({})
  .on(requestSucceeded, (history, record) => ({ ...history, [requestPath(record.url)]: record }))
  .on(requestFailed, (history, failure) => ({
    ...history,
    [requestPath(failure.url)]: {
      url: failure.url,
      method: failure.method,
      status: failure.status,
      payload: failure.payload,
    },
  }));

/** The §4 error counter; kept in session storage so a reload does not reset it. */
export const $errorCounter = createStore<ErrorCounterState | null>(null);

/** Reads the counter back from session storage at start-up; a corrupt value is ignored. */
export const restoreErrorCounterFx = createEffect(() => {
  try {
    return parseStoredCounter(sessionStorage.getItem(STORAGE_KEYS.errorCounter));
  } catch {
    return null;
  }
});

const persistErrorCounterFx = createEffect((state: ErrorCounterState | null) => {
  try {
    if (state === null) sessionStorage.removeItem(STORAGE_KEYS.errorCounter);
    else sessionStorage.setItem(STORAGE_KEYS.errorCounter, JSON.stringify(state));
  } catch {
    // Storage can be full or forbidden; the counter still works for this page.
  }
});

/**
 * Sends one report to the bot chat (§8); throttled per status+url, retried on 429, never throws.
 * The sender is its own chunk: a page that never fails never downloads it (decision 0007).
 */
export const sendErrorReportFx = createEffect(
  async (params: { report: ErrorReport; botUrl: string; chatId: string }) =>
    (await import(/* webpackChunkName: "error-report" */ './error-report')).sendReport(params),
);

/** Reads the page the user is on, so that sign-in brings them back to it. */
export const redirectToSignInFx = createEffect(() => window.location.pathname + window.location.search);

interface CountedFailure {
  failure: RequestFailure;
  counter: ErrorCounterState;
  texts: ErrorTexts;
  reported: boolean;
}

const failureCounted = createEvent<CountedFailure>();

$errorCounter
  .on(restoreErrorCounterFx.doneData, (_, restored) => restored)
  .on(failureCounted, (_, { counter }) => counter);

sample({
  clock: requestSucceeded,
  source: $errorCounter,
  fn: (state, record) => clearOnSuccess(state, requestPath(record.url)),
  target: $errorCounter,
});

sample({ clock: [failureCounted, requestSucceeded], source: $errorCounter, target: persistErrorCounterFx });

const counterKey = (failure: RequestFailure) => ({
  code: failure.code,
  status: failure.status,
  url: requestPath(failure.url),
});

sample({
  clock: requestFailed,
  source: $errorCounter,
  filter: (_, failure) => ['silent', 'modal'].includes(classifyFailure(failure)),
  fn: (previous, failure): CountedFailure => ({
    failure,
    counter: countError(previous, counterKey(failure)),
    texts: describeFailure(failure),
    reported: classifyFailure(failure) === 'modal',
  }),
  target: failureCounted,
});

sample({
  clock: customErrorRaised,
  source: { counter: $errorCounter, history: $requestHistory },
  fn: ({ counter, history }, { kind, relatedUrl }): CountedFailure => {
    const related = history[requestPath(relatedUrl)];
    const failure: RequestFailure = {
      url: related?.url ?? relatedUrl,
      method: related?.method ?? 'GET',
      status: related?.status ?? null,
      code: kind,
      message: null,
      timedOut: false,
      noResponse: false,
      payload: related?.payload,
    };
    return {
      failure,
      counter: countError(counter, counterKey(failure)),
      texts: describeCustomError(kind),
      reported: true,
    };
  },
  target: failureCounted,
});

sample({
  clock: failureCounted,
  filter: ({ reported }) => reported,
  fn: ({ failure, counter, texts }) => ({ ...texts, status: failure.status, counter: counter.counter }),
  target: errorModalShown,
});

sample({
  clock: failureCounted,
  source: { config: $runtimeConfig, user: $user, lang: $lang, width: $windowWidth },
  filter: ({ config }, { reported, failure }) =>
    config !== null && reported && !UNREPORTED_CODES.includes(failure.code ?? ''),
  fn: ({ config, user, lang, width }, { failure }) => ({
    botUrl: config?.bot.url ?? '',
    chatId: config?.bot.chatId ?? '',
    report: {
      url: failure.url,
      method: failure.method,
      code: failure.code,
      status: failure.status,
      userId: user?.id ?? null,
      companyName: user?.companyData?.name ?? null,
      payload: failure.payload ?? null,
      state: { route: window.location.pathname, lang, width },
    },
  }),
  target: sendErrorReportFx,
});

sample({
  clock: requestFailed,
  filter: (failure) => classifyFailure(failure) === 'network',
  fn: () => i18n.t('errors.client.network'),
  target: toastShown,
});

sample({
  clock: rateLimited,
  fn: ({ seconds }) => i18n.t('errors.client.rateLimited', { seconds }),
  target: toastShown,
});

sample({
  clock: requestFailed,
  filter: (failure) => classifyFailure(failure) === 'rate-limited',
  fn: () => i18n.t('errors.client.rateLimitedFinal'),
  target: toastShown,
});

sample({
  clock: requestFailed,
  filter: (failure) => classifyFailure(failure) === 'unauthenticated',
  target: authenticationRequired,
});

sample({ clock: authenticationRequired, target: [signedOut, redirectToSignInFx] });
sample({
  clock: redirectToSignInFx.doneData,
  filter: (path) => !path.startsWith('/login'),
  target: signInRequested,
});
