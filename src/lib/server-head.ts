/** Removes the head the server wrote for this page (marked `data-server-head`): the app's own head replaces it. */
export function dropServerHead(): void {
  for (const node of document.head.querySelectorAll("[data-server-head]")) node.remove();
}
