import { apiPaths } from "../contract/api-paths.js";
import { galleryPagesOf } from "./gallery-pages.js";
import type { RouteMatch } from "./routes.js";

/** What every page reads: the footer's social links. */
const layoutData = [apiPaths.social];

/**
 * The answers a page reads on its first render. The server loads them before
 * it renders the page and writes them into the HTML, so the browser hydrates
 * without asking for them again. `main` are those without which the page is
 * an error page (404 or 503); the rest only fill in parts of it.
 */
export function pageDataOf(match: RouteMatch, search: URLSearchParams): { main: string[]; extra: string[] } {
  switch (match.name) {
    case "home":
      return { main: [apiPaths.homeSlides], extra: [apiPaths.allPosts, ...layoutData] };
    case "gallery":
      return { main: galleryPagesOf(search).map((page) => apiPaths.postPage(page)), extra: layoutData };
    case "galleryItemDetails":
      return { main: [apiPaths.post(match.params.id)], extra: layoutData };
    case "about":
      return { main: [apiPaths.about], extra: layoutData };
    // The privacy notice names the controller's contacts: the agency's general contacts, from the staff list.
    // A booking (`?talento=`) names its talents from the card list. Neither page needs them to be read
    // (the contact form sends to the site, which keeps the message while the platform is down).
    case "contact":
    case "privacy":
      return { main: [], extra: [apiPaths.staff, apiPaths.social, ...(search.has("talento") ? [apiPaths.talents] : [])] };
    case "talents":
      return { main: [apiPaths.talents], extra: layoutData };
    case "talent":
      return { main: [apiPaths.profile(match.params.id)], extra: layoutData };
    case "selection":
      // A shared selection (`?ids=`) is drawn from the card list; the visitor's own one from this device.
      return { main: search.has("ids") ? [apiPaths.talents] : [], extra: layoutData };
    // The form's lists (states, hair and eye colours) come with the page: fetched by the form, they
    // waited for its code, then for the fetching code, then for the answer.
    case "getscouted":
      return { main: [], extra: [apiPaths.options, ...layoutData] };
    default:
      return { main: [], extra: layoutData };
  }
}
