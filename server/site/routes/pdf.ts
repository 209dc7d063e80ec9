import { Socket } from "node:net";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Infer } from "superstruct";
import { apiPaths } from "../../../src/contract/api-paths.js";
import { SelectionPdfRequest } from "../../../src/contract/pdf-request.js";
import { missingTalentsHeader } from "../../../src/contract/pdf.js";
import { TalentPdfParams } from "../../../src/contract/site-requests.js";
import { sendError } from "../../shared/errors.js";
import { superstructCompiler } from "../../shared/superstruct-validator.js";
import type { PlatformClient } from "../../upstream/client.js";
import { CallAbandonedError } from "../../upstream/errors.js";
import type { SiteContent } from "../content.js";
import type { PdfGate } from "../pdf/gate.js";
import { galleryPdf, type PdfFile } from "../pdf/gallery-pdf.js";
import { NothingToPrint } from "../pdf/nothing-to-print.js";
import { withoutWaitBudget } from "../wait-budget.js";
import { selectionConcurrency, selectionPdf } from "../pdf/selection-pdf.js";

export interface PdfRouteOptions {
  content: SiteContent;
  client: PlatformClient;
  gate: PdfGate;
  /** The connection's idle limit (REQUEST_IDLE_TIMEOUT_MS), set again once the PDF is made. */
  idleTimeoutMs: number;
}

function sendPdf(reply: FastifyReply, file: PdfFile): void {
  void (
    reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      // Lets the page show real download progress once the platform has rendered.
      .header("content-length", file.bytes.byteLength)
      // A GET link can be followed by crawlers; a made-to-order PDF is not a page to index.
      .header("x-robots-tag", "noindex, nofollow")
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength))
  );
}

/**
 * PDF downloads. Each one makes the platform render, so both routes pass a
 * per-process gate first, and nothing here is cacheable: `no-store` on every
 * answer keeps megabytes of made-to-order bytes out of HTTP caches.
 *
 * - `GET /api/talents/{id}/pdf/{type}`: one gallery (book, snap or compo).
 *   GET because it only reads: the page fetches it to show progress, and the
 *   same URL works as a plain download link.
 * - `POST /api/selection/pdf` with `{ ids }`: one composite card per talent.
 */
export function pdfRoutes(app: FastifyInstance, { content, client, gate, idleTimeoutMs }: PdfRouteOptions): void {
  /**
   * Runs `make` inside the gate: 429 when it is full, 404 when there is nothing to print. A visitor
   * who cancels or leaves closes the connection: `make`'s signal then drops the platform's render,
   * and its place in the gate is free at once rather than when the render ends.
   */
  async function guarded(reply: FastifyReply, weight: number, make: (signal: AbortSignal) => Promise<PdfFile>): Promise<void> {
    const leave = gate.tryEnter(weight);
    if (!leave) {
      reply.header("retry-after", "2");
      await sendError(reply, 429, "too_many_requests", "Too many PDFs are being made right now; please try again in a moment.");
      return;
    }
    // Nothing moves on the connection while a long PDF is made (up to minutes for a large
    // selection): the idle limit, meant for clients that stop reading, waits until it is sent.
    // A real connection only: app.inject's stand-in has no timeout to set.
    const socket = reply.raw.socket instanceof Socket ? reply.raw.socket : undefined;
    socket?.setTimeout(0);
    const gone = new AbortController();
    const closed = () => {
      if (!reply.raw.writableEnded) gone.abort();
    };
    reply.raw.on("close", closed);
    try {
      sendPdf(reply, await withoutWaitBudget(() => make(gone.signal)));
    } catch (error) {
      // Nobody is left to answer.
      if (error instanceof CallAbandonedError) return;
      if (!(error instanceof NothingToPrint)) throw error;
      await sendError(reply, 404, "not_found", error.message);
    } finally {
      reply.raw.off("close", closed);
      leave();
      socket?.setTimeout(idleTimeoutMs);
    }
  }

  app.register(
    async (api) => {
      // The selection is JSON only: a text body is a type this address does not take (415), not a malformed one.
      api.removeContentTypeParser("text/plain");
      api.addHook("onSend", async (_request, reply, payload) => {
        reply.header("cache-control", "no-store");
        return payload;
      });

      api.get<{ Params: Infer<typeof TalentPdfParams> }>(
        apiPaths.talentPdf(":id", ":type"),
        // A HEAD would cost a full render for nothing.
        { exposeHeadRoute: false, schema: { params: TalentPdfParams }, validatorCompiler: superstructCompiler },
        (request, reply) =>
          guarded(reply, 1, async (signal) => {
            const { id, type } = request.params;
            const started = performance.now();
            const file = await galleryPdf(content, client, id, type, signal);
            request.log.info({ talent: id, type, bytes: file.bytes.byteLength, ms: Math.round(performance.now() - started) }, "gallery pdf");
            return file;
          }),
      );

      api.post<{ Body: SelectionPdfRequest }>(
        apiPaths.selectionPdf,
        { schema: { body: SelectionPdfRequest }, validatorCompiler: superstructCompiler, bodyLimit: 4096 },
        // A selection keeps up to `selectionConcurrency` renders going at once, so it weighs that much.
        (request, reply) =>
          guarded(reply, selectionConcurrency, async (signal) => {
            const { ids, locale } = request.body;
            const started = performance.now();
            const file = await selectionPdf(content, client, ids, locale, signal);
            request.log.info({ talents: ids.length, missing: file.missing, bytes: file.bytes.byteLength, ms: Math.round(performance.now() - started) }, "selection pdf");
            if (file.missing.length > 0) reply.header(missingTalentsHeader, file.missing.join(","));
            return file;
          }),
      );
    },
  );
}
