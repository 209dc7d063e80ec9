import { is } from "superstruct";
import { ApplicationReceipt } from "../../contract/application.js";
import { ApiError } from "../../contract/site-api.js";
import type { SendOutcome } from "./records.js";

/** What came back from one POST: status 0 when nothing did (offline, network error, timeout). */
export interface RawAnswer {
  status: number;
  body: string;
  retryAfter: string | null;
}

export const noAnswer: RawAnswer = { status: 0, body: "", retryAfter: null };

/** Generous: four photos on a slow 3G uplink still fit; past it the upload counts as no answer and stays queued. */
export const uploadTimeoutMs = 10 * 60_000;

/**
 * POSTs and reads the whole answer, or gives up after `ms` with no answer. A
 * request the network holds open without answering (a stalled connection, a
 * hanging proxy) would otherwise hold the queue's lock, and every later
 * attempt, for as long as the browser keeps it. What gave up stays queued.
 */
export async function postForAnswer(url: string, init: Omit<RequestInit, "method" | "signal">, ms: number): Promise<RawAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const response = await fetch(url, { ...init, method: "POST", signal: controller.signal });
    return { status: response.status, body: await response.text(), retryAfter: response.headers.get("retry-after") };
  } catch {
    return noAnswer;
  } finally {
    clearTimeout(timer);
  }
}

const defaultRetryAfterMs = 60_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds or as an HTTP date, from `now`. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return defaultRetryAfterMs;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? defaultRetryAfterMs : Math.max(0, date - now);
}

/**
 * What an answer of `POST /api/applications` means for a queued application.
 * Only a receipt ends the wait: a 2xx without one (a captive portal, a proxy)
 * must not make the browser forget an application the server never stored.
 * A 4xx that is not the API's own error body is treated like a 5xx (kept, retried).
 */
export function interpretAnswer(answer: RawAnswer, now: number): SendOutcome {
  const { status } = answer;
  if (status === 0) return { kind: "offline" };
  const body = parseJson(answer.body);
  if (status >= 200 && status < 300) return is(body, ApplicationReceipt) ? { kind: "received", id: body.id } : { kind: "server_error", status };
  if (status === 429) return { kind: "rate_limited", retryAt: now + retryAfterMs(answer.retryAfter, now) };
  if (status === 408 || status >= 500 || !is(body, ApiError)) return { kind: "server_error", status };
  return { kind: "rejected", status, error: body.error, fields: body.fields ?? {} };
}
