/** Removes the head the server wrote for this page (marked `data-server-head`): the app's own head replaces it. */
export function dropServerHead(): void {
  for (const node of document.head.querySelectorAll("[data-server-head]")) node.remove();
}

/** Marks the page's JSON-LD, which the app keeps while the page it describes is shown. */
export const structuredDataAttribute = "data-structured-data";

/** Removes the server's structured data once the visitor has moved on to another page. */
export function dropStructuredData(): void {
  for (const node of document.head.querySelectorAll(`script[${structuredDataAttribute}]`)) node.remove();
}
