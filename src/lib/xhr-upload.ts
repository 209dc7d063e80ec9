import { idempotencyHeader } from "../contract/application.js";
import { noAnswer, uploadTimeoutMs, type RawAnswer } from "./application-queue/answer.js";
import { applicationsEndpoint, toFormData } from "./application-queue/form-data.js";
import type { Transport } from "./application-queue/send.js";

/**
 * The page's transport: XMLHttpRequest, because fetch reports no upload
 * progress. `onProgress` gets the fraction sent, 0 to 1. (Service workers have
 * no XMLHttpRequest; they use the queue's fetch transport.)
 */
export function xhrTransport(onProgress: (fraction: number) => void): Transport {
  return (record) =>
    new Promise<RawAnswer>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", applicationsEndpoint);
      xhr.setRequestHeader(idempotencyHeader, record.key);
      xhr.setRequestHeader("accept", "application/json");
      xhr.timeout = uploadTimeoutMs;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        onProgress(1);
        resolve({ status: xhr.status, body: xhr.responseText, retryAfter: xhr.getResponseHeader("retry-after") });
      };
      xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve(noAnswer);
      xhr.send(toFormData(record));
    });
}
