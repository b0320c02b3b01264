import ky, { type HTTPError, isHTTPError, type RetryOptions } from 'ky';

/** A problem the server found with one field, as the lead API reports it. */
interface FieldIssue {
  path: string;
  message: string;
}

export type SubmitOutcome<T> =
  | { ok: true; data: T }
  /** The server refused the values: show each message on its field. */
  | { ok: false; reason: 'validation'; issues: FieldIssue[] }
  /** Too many submissions from this visitor; try again after `retryAfter` seconds. */
  | { ok: false; reason: 'rate_limited'; retryAfter: number }
  /** The server failed or could not be reached; the values are kept for another try. */
  | { ok: false; reason: 'failed' };

/**
 * POST is retried safely: every attempt of one submission carries the same Idempotency-Key. A 503 (the
 * database is briefly unavailable, or the server is restarting) is retried after its Retry-After.
 */
export const leadRetry: RetryOptions = {
  limit: 2,
  methods: ['post'],
  statusCodes: [502, 503, 504],
  retryOnTimeout: true,
  backoffLimit: 3000,
};

const api = ky.create({ prefix: '/api/', timeout: 15_000, retry: leadRetry });

/** Posts a lead as JSON with an idempotency key, and says how it went without throwing. */
export async function submitLead<T = { id: string }>(
  endpoint: string,
  body: unknown,
  idempotencyKey: string,
): Promise<SubmitOutcome<T>> {
  try {
    const data = await api.post(endpoint, { json: body, headers: { 'Idempotency-Key': idempotencyKey } }).json<T>();
    return { ok: true, data };
  } catch (error) {
    if (isHTTPError(error)) return describeHttpError(error);
    // Network errors, timeouts after the retries, anything unexpected: the values stay for another try.
    return { ok: false, reason: 'failed' };
  }
}

function describeHttpError(error: HTTPError): SubmitOutcome<never> {
  const status = error.response.status;
  if (status === 429) {
    return { ok: false, reason: 'rate_limited', retryAfter: Number(error.response.headers.get('retry-after') ?? 60) };
  }
  if (status === 400) {
    // ky has already read the body into `data` (undefined when it was not JSON).
    const payload = error.data as { issues?: FieldIssue[] } | undefined;
    if (payload && Array.isArray(payload.issues)) return { ok: false, reason: 'validation', issues: payload.issues };
  }
  return { ok: false, reason: 'failed' };
}

/**
 * One idempotency key per submission: the same values submitted again (a double click, a retry after
 * a lost answer) reuse the key, so the server stores one lead; changed values get a new key.
 */
export function createSubmissionKeys() {
  let last: { payload: string; key: string } | undefined;
  return {
    keyFor(body: unknown): string {
      const payload = JSON.stringify(body);
      if (last?.payload !== payload) last = { payload, key: crypto.randomUUID() };
      return last.key;
    },
    /** After a success the next submission is a new one, even with the same values. */
    reset() {
      last = undefined;
    },
  };
}
