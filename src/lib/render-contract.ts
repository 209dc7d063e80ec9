import type { RefusedContactPost } from "../contract/refused-contact-post.js";
import type { PageError, SiteInfo } from "../state/store.js";
import type { PageState } from "./page-state.js";
import type { Locale, RouteName } from "./routes.js";

/**
 * What the site server hands the app's renderer (src/entry-server.tsx, built
 * for Node into dist/.ssr) and gets back. Named here so the server can type
 * the built module without compiling the app itself.
 */
export interface RenderInput {
  /** Path and query, as asked. */
  url: string;
  locale: Locale;
  /** The page to render; null when `error` says what to show instead. */
  route: RouteName | null;
  /** Site API answers by path: everything the page reads on its first render. */
  answers: Record<string, unknown>;
  error: PageError | null;
  site: SiteInfo;
  /** A contact form posted without JavaScript and refused: the contact page shows it again, to correct. */
  refusedContactPost?: RefusedContactPost;
  /** Sanitises CMS HTML (the server's DOMPurify). */
  sanitize: (html: string, options: { scaleFontSizes: boolean; imageSizes: string | undefined; origin: string }) => string;
}

export interface RenderOutput {
  /**
   * The markup of `#root`, UTF-8, in pieces to be sent one after another.
   * Some are shared with other pages (see lib/markup-splices): never change them.
   */
  html: Uint8Array[];
  state: PageState;
  /**
   * The id of the element whose end tag the page's first paint waits for: one
   * that closes before a long tail of markup (a list's no-JavaScript cards),
   * so the first screen is not held until all of it has arrived. All of `#root`
   * when absent.
   */
  firstPaintAfterId?: string;
}

export type RenderPage = (input: RenderInput) => Promise<RenderOutput>;
