import DOMPurify from "dompurify";

/**
 * The safety policy for CMS HTML (gallery posts, the about text): only text
 * markup, images and YouTube or Vimeo players survive. Scripts, event handlers,
 * `javascript:` and `data:` URLs, forms, SVG and MathML are removed. How the
 * survivors are shown (sizes, lazy loading, new tabs) is html-presentation.ts.
 */

const allowedTags = [
  "p", "br", "hr", "div", "span", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup", "mark",
  "blockquote", "pre", "code", "a", "ul", "ol", "li",
  // h1 stays out: the page's title is its only h1 (the text of a CMS h1 is kept).
  "h2", "h3", "h4", "h5", "h6",
  "figure", "figcaption", "img", "iframe",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
];
const allowedAttributes = ["href", "target", "title", "alt", "src", "width", "height", "style", "colspan", "rowspan", "scope"];
// Named again although absent from allowedTags: a later edit of that list must not let these in.
const forbiddenTags = ["script", "style", "object", "embed", "form", "input", "button", "textarea", "select", "svg", "math", "base", "link", "meta", "noscript", "template"];

/** Only web, mail and phone links, and relative URLs. */
const allowedUris = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const urlAttributes = new Set(["href", "src", "xlink:href", "action", "formaction", "poster", "background", "srcset"]);

/** The players the CSP lets in (frame-src). YouTube's main host is rewritten to its privacy-enhanced one. */
const playerPrefixes = ["https://www.youtube-nocookie.com/embed/", "https://player.vimeo.com/video/"];
const youtubeHosts = new Set(["www.youtube.com", "youtube.com", "m.youtube.com"]);
// Fullscreen is granted here, so the legacy `allowfullscreen` attribute is not kept (Chrome warns about both).
const playerPermissions = "autoplay; encrypted-media; fullscreen; picture-in-picture";

/** Inline styles the CMS may set. Colours go: they were chosen for a white page, the site is dark. */
const allowedStyles = ["font-size", "font-weight", "font-style", "text-align", "text-decoration", "text-decoration-line"];

/** An allowed player URL (YouTube rewritten to youtube-nocookie), or null. */
export function playerUrl(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  if (youtubeHosts.has(url.hostname) && url.pathname.startsWith("/embed/")) url.hostname = "www.youtube-nocookie.com";
  const href = url.href;
  return playerPrefixes.some((prefix) => href.startsWith(prefix)) ? href : null;
}

/**
 * Rebuilds a style attribute from its allowed declarations. Parsed by hand rather
 * than through the CSSOM, so every browser (and the tests' jsdom) reads it alike;
 * values are plain words, numbers and units only, so no url(), escape or comment passes.
 */
function cleanStyle(element: Element): void {
  const kept: string[] = [];
  for (const declaration of (element.getAttribute("style") ?? "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, "")
      .trim();
    if (allowedStyles.includes(property) && /^[\w\s.,%#-]+$/.test(value)) kept.push(`${property}: ${value}`);
  }
  if (kept.length > 0) element.setAttribute("style", kept.join("; "));
  else element.removeAttribute("style");
}

function finishElement(element: Element): void {
  if (element.hasAttribute("style")) cleanStyle(element);
  switch (element.tagName) {
    case "A":
      // Every link: the opened page gets no handle on this one and no referrer.
      element.setAttribute("rel", "noopener noreferrer");
      break;
    case "IMG":
      if (!element.getAttribute("src")) element.remove();
      break;
    case "IFRAME": {
      const src = playerUrl(element.getAttribute("src") ?? "");
      if (!src) {
        element.remove();
        break;
      }
      element.setAttribute("src", src);
      element.setAttribute("allow", playerPermissions);
      element.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation allow-popups");
      element.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
      break;
    }
  }
}

type Purifier = ReturnType<typeof DOMPurify>;
/** A window DOMPurify can parse with: the browser's, or a DOM implementation's on the server. */
export type PurifierWindow = Parameters<typeof DOMPurify>[0];

const purifiers = new WeakMap<object, Purifier>();

function instance(view: PurifierWindow): Purifier {
  const known = purifiers.get(view as object);
  if (known) return known;
  const created = DOMPurify(view);
  created.addHook("uponSanitizeAttribute", (_node, data) => {
    // Browsers ignore control characters and spaces inside a URL's scheme ("da\tta:").
    // eslint-disable-next-line no-control-regex
    const value = data.attrValue.replace(/[\s\u0000-\u001f]+/g, "").toLowerCase();
    if (urlAttributes.has(data.attrName) && value.startsWith("data:")) data.keepAttr = false;
  });
  created.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeType === 1) finishElement(node);
  });
  purifiers.set(view as object, created);
  return created;
}

/** CMS HTML with everything outside the policy removed, as a fragment of `view`'s document. */
export function purifyHtml(html: string, view: PurifierWindow): DocumentFragment {
  return instance(view).sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    FORBID_TAGS: forbiddenTags,
    ALLOWED_URI_REGEXP: allowedUris,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
