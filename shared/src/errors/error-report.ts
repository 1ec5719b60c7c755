import { loadedBuilds, type BuildInfo } from '../config/build-versions';

/** What one report to the bot chat says about a failure (§8). */
export interface ErrorReport {
  url: string;
  method: string;
  code: string | null;
  status: number | null;
  userId: number | null;
  companyName: string | null;
  payload: unknown;
  /** A little state that helps to reproduce: route, language, layout. */
  state: Record<string, unknown>;
  /** App -> "version (commit)" of each build the page ran (decision 0013); filled in when sent. */
  versions?: Record<string, string>;
}

const REDACTED = '[redacted]';
const SECRET_KEYS = /token|authorization|password|secret|card|cvv|cvc|pan|code_verifier|refresh|access/i;
const PHONE_KEYS = /phone/i;

/** Masks secrets inside free text: bearer/JWT tokens, card numbers, Kazakhstan phone numbers. */
export function redactText(text: string): string {
  return text
    .replace(/\b(JWT|Bearer)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`)
    .replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED)
    .replace(/\b(?:\d[ -]?){13,19}\b/g, REDACTED)
    .replace(/(?:\+7|\b8)[\s(-]*7\d{2}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b/g, REDACTED);
}

/** Copies a payload with every secret field and phone number masked, however deep. */
function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 6) return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      result[key] = SECRET_KEYS.test(key) || PHONE_KEYS.test(key) ? REDACTED : redactValue(inner, depth + 1);
    }
    return result;
  }
  return value;
}

/** The message text of a report, secrets removed; the bot chat is read by people. */
export function buildReportText(report: ErrorReport): string {
  const lines = [
    `${report.method} ${redactText(report.url)}`,
    `status: ${report.status ?? 'none'}, code: ${report.code ?? 'none'}`,
    `user: ${report.userId ?? 'anonymous'}, company: ${report.companyName ?? 'none'}`,
    `payload: ${JSON.stringify(redactValue(report.payload ?? null))}`,
    `state: ${JSON.stringify(redactValue(report.state))}`,
    ...(report.versions ? [`versions: ${JSON.stringify(report.versions)}`] : []),
  ];
  return lines.join('\n');
}

/** At most one report per status+url per window (§8: 60 s); returns whether this one may go. */
export function createReportThrottle(windowMs: number) {
  const lastSent = new Map<string, number>();
  return (report: Pick<ErrorReport, 'status' | 'url'>, now: number): boolean => {
    const key = `${report.status ?? 'none'} ${report.url}`;
    const previous = lastSent.get(key);
    if (previous !== undefined && now - previous < windowMs) return false;
    lastSent.set(key, now);
    return true;
  };
}

const REPORT_MAX_ATTEMPTS = 5;
export const REPORT_BACKOFF_CAP_MS = 60_000;
const REPORT_BACKOFF_BASE_MS = 1000;

/** Delay before retry number `attempt` (1-based) after a 429: Retry-After if given, else 1 s, 2 s, 4 s…, capped at 60 s. */
export function backoffDelay(attempt: number, retryAfterSeconds: number | null): number {
  const exponential = REPORT_BACKOFF_BASE_MS * 2 ** (attempt - 1);
  const wanted =
    retryAfterSeconds !== null && retryAfterSeconds >= 0 ? retryAfterSeconds * 1000 : exponential;
  return Math.min(wanted, REPORT_BACKOFF_CAP_MS);
}

/** One try at delivering a report: the status it got and the Retry-After it was told. */
type ReportAttempt = () => Promise<{ status: number; retryAfterSeconds: number | null }>;

/**
 * Sends a report, retrying 429 answers with backoff up to 5 attempts; never throws, because a
 * report must not break the screen whose error it describes. Resolves to whether it was delivered.
 */
export async function deliverReport(
  attempt: ReportAttempt,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  for (let tryNumber = 1; tryNumber <= REPORT_MAX_ATTEMPTS; tryNumber += 1) {
    try {
      const { status, retryAfterSeconds } = await attempt();
      if (status !== 429) return status >= 200 && status < 300;
      if (tryNumber < REPORT_MAX_ATTEMPTS) await sleep(backoffDelay(tryNumber, retryAfterSeconds));
    } catch {
      return false;
    }
  }
  return false;
}

/** Reads a Retry-After header given in seconds; dates and garbage count as absent. */
export function parseRetryAfter(header: string | null): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** "0.1.0 (0679a711b2)": how a report names a build; one made before the build identity has no commit. */
export function describeBuild(build: BuildInfo | undefined): string {
  if (!build?.buildVersion) return 'unknown';
  return build.commit ? `${build.buildVersion} (${build.commit})` : build.buildVersion;
}

/**
 * The builds this page ran, app -> "version (commit)": the page's own app, from the meta tag its
 * index.html was built with (the shell's, in production), and every remote loaded so far.
 */
export function buildVersions(): Record<string, string> {
  const own = globalThis.document?.querySelector<HTMLMetaElement>('meta[name="cabinet-build"]')?.content;
  const remotes = Object.entries(loadedBuilds).map(([app, build]) => [app, describeBuild(build)]);
  return { shell: own ?? 'unknown', ...Object.fromEntries(remotes) };
}

const reportThrottle = createReportThrottle(60_000);

/** Posts one report to the bot's sendMessage; throttled per status+url, retried on 429, never throws. */
export async function sendReport({
  report,
  botUrl,
  chatId,
}: {
  report: ErrorReport;
  botUrl: string;
  chatId: string;
}): Promise<boolean> {
  if (!reportThrottle(report, Date.now())) return false;
  // Which builds the user ran: the shell's and every remote loaded so far (decision 0013).
  const text = buildReportText({ ...report, versions: report.versions ?? buildVersions() });
  const body = JSON.stringify({ chat_id: chatId, text });
  return deliverReport(async () => {
    const response = await fetch(`${botUrl.replace(/\/$/, '')}/sendMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    });
    return {
      status: response.status,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    };
  });
}
