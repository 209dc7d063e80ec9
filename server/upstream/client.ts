import { profileAlbumId } from "../../src/contract/galleries.js";
import { PlatformHttp, type HttpOptions } from "./http.js";
import {
  AboutContentResponse,
  CreatedResponse,
  OptionsResponse,
  PdfResponse,
  PostPageResponse,
  PostResponse,
  SlidesResponse,
  SocialMediaResponse,
  StaffResponse,
  TalentAttributesResponse,
  TalentListResponse,
  TalentProfileResponse,
} from "./schemas.js";

/** Constants of the platform contract that shape the calls. */
export const talentPageSize = 1000;
export const brazilCountryId = 21;
/** Data calls are fixed to Portuguese; the site translates its own texts. */
const language = "pt";

/**
 * The site's only way to the platform: one method per call of the platform contract, with the
 * same method, path, query and payload shape, whichever platform is behind it.
 */
/** The body of `POST /api/contact/pt`: the contract's fields, then the site's extra ones (optional for the platform). */
export interface ContactCall {
  name: string;
  email: string;
  phone?: string;
  message: string;
  subject?: "booking" | "press" | "other";
  talents?: { id: number; name: string }[];
}

export class PlatformClient {
  readonly http: PlatformHttp;

  constructor(options: HttpOptions) {
    this.http = new PlatformHttp(options);
  }

  signIn(): Promise<void> {
    return this.http.signInAll();
  }

  /** Stops the client's timers (its circuit breaker). */
  close(): void {
    this.http.shutdown();
  }

  async talents(filters: { gender?: "man" | "woman"; category?: number } = {}) {
    const answer = await this.http.call({
      backend: "mf",
      method: "POST",
      path: "/api/talents",
      query: { language, paginate: talentPageSize, cover_web: 1, cover_web_secondary: 1 },
      body: filters,
      schema: TalentListResponse,
      // A POST only because the filters travel in the body: it reads, so retrying is safe.
      idempotent: true,
    });
    return answer.data.data;
  }

  async profile(id: number) {
    const answer = await this.http.call({
      backend: "mf",
      method: "GET",
      path: "/api/talent/profile",
      query: { language, id, albums: [profileAlbumId] },
      schema: TalentProfileResponse,
      idempotent: true,
    });
    return answer.data;
  }

  async attributes() {
    const answer = await this.http.call({
      backend: "mf",
      method: "GET",
      path: "/api/talents/attributes",
      query: { language },
      schema: TalentAttributesResponse,
      idempotent: true,
    });
    return answer.data;
  }

  /** The options load of the platform contract: states of country 21, hair and eyes. */
  async options() {
    const answer = await this.http.call({
      backend: "mf",
      method: "GET",
      path: "/api/options",
      query: { language, countries: 1, states: brazilCountryId, hair: 1, eyes: 1 },
      schema: OptionsResponse,
      idempotent: true,
    });
    return { states: answer.data.states ?? [], hair: answer.data.hair ?? [], eyes: answer.data.eyes ?? [] };
  }

  async cities(stateId: number) {
    const answer = await this.http.call({
      backend: "mf",
      method: "GET",
      path: "/api/options",
      query: { language, "cities[country]": brazilCountryId, "cities[state]": stateId },
      schema: OptionsResponse,
      idempotent: true,
    });
    return answer.data.cities ?? [];
  }

  async socialMedia() {
    const answer = await this.http.call({ backend: "panel", method: "GET", path: "/api/social-media", schema: SocialMediaResponse, idempotent: true });
    return answer.data;
  }

  async aboutContent() {
    const answer = await this.http.call({ backend: "panel", method: "GET", path: "/api/about-content", schema: AboutContentResponse, idempotent: true });
    return answer.data;
  }

  async staff() {
    const answer = await this.http.call({ backend: "panel", method: "GET", path: "/api/staff", schema: StaffResponse, idempotent: true });
    return answer.data;
  }

  /** `paginate` 1000 loads everything; 6 with `page` loads more. */
  posts(type: string, paginate: number, page?: number) {
    return this.http.call({
      backend: "panel",
      method: "GET",
      path: `/api/posts/${encodeURIComponent(type)}/pt/post`,
      query: page === undefined ? { paginate } : { paginate, page },
      schema: PostPageResponse,
      idempotent: true,
    });
  }

  async post(type: string, id: number) {
    const answer = await this.http.call({
      backend: "panel",
      method: "GET",
      path: `/api/post/${encodeURIComponent(type)}/pt/${id}`,
      schema: PostResponse,
      idempotent: true,
    });
    return answer.data;
  }

  async slides(type: string) {
    const answer = await this.http.call({
      backend: "panel",
      method: "GET",
      path: `/api/slides/${encodeURIComponent(type)}`,
      schema: SlidesResponse,
      idempotent: true,
    });
    return answer.data;
  }

  /**
   * Forwards a contact message: the contract's `{ name, email, phone?, message }`,
   * and beside them what the site's form adds, `subject` and the `talents` a booking is about.
   */
  forwardContact(message: ContactCall, idempotencyKey: string) {
    return this.forward("/api/contact/pt", message, idempotencyKey);
  }

  /** Forwards an application in the multipart shape of the platform contract; the body is built by the caller. */
  forwardApplication(form: FormData, idempotencyKey: string) {
    return this.forward("/api/get-scouted/pt", form, idempotencyKey, 60_000);
  }

  /**
   * One forwarding attempt for an outbox. The key (the site's id of the row) lets a platform that
   * honours it answer a repeat with the first copy, when an earlier attempt reached it but its answer
   * never came back. Not through the breaker: the outboxes retry on their own schedule, paused platform or not.
   */
  private async forward(path: string, body: ContactCall | FormData, idempotencyKey: string, timeoutMs?: number) {
    const answer = await this.http.call({
      backend: "panel",
      method: "POST",
      path,
      body,
      headers: { "idempotency-key": idempotencyKey },
      schema: CreatedResponse,
      idempotent: false,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      viaBreaker: false,
    });
    return answer.data;
  }

  /**
   * Asks the platform to render a gallery PDF and downloads it from `/pdf/{file name}`;
   * `signal` drops both calls when the visitor no longer waits for it.
   */
  async pdf(galleryType: string, model: object, signal?: AbortSignal): Promise<{ fileName: string; bytes: Uint8Array }> {
    const form = new FormData();
    form.set("model", JSON.stringify(model));
    const answer = await this.http.call({
      backend: "mf",
      method: "POST",
      path: `/api/pdf/${encodeURIComponent(galleryType)}/new`,
      body: form,
      schema: PdfResponse,
      idempotent: false,
      timeoutMs: 60_000,
      ...(signal ? { signal } : {}),
    });
    const bytes = await this.http.download(`/pdf/${encodeURIComponent(answer.data)}`, 60_000, signal);
    return { fileName: answer.data, bytes };
  }
}
