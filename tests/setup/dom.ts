/**
 * What jsdom lacks of the browser APIs the app reads as it starts: a screen
 * that matches no media query (a narrow phone, no reduced motion). A test that
 * needs another screen replaces `window.matchMedia` itself.
 */
if (typeof window.matchMedia !== "function") {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
