import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from "react";

/*
 * React hydrates a server-rendered part whose code is lazy only once that code
 * is in. A click on the part's HTML before then is lost: React cannot hydrate
 * the part to handle it, so it stops the event and does not replay it. On a
 * busy phone that window lasts long enough for a visitor's tap to do nothing.
 *
 * Inside a LatePart, such clicks are held and given again to the same element
 * once the part has hydrated: an early tap still works, a moment later. Links
 * are left alone: they work as plain HTML.
 */

// The marker goes once the part has hydrated (React sets an attribute only when its value changes).
const marker = "data-late-part";
let held: Element[] = [];

function hold(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest(`[${marker}]`) || target.closest("a[href]")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
}

// With the page's code, before it hydrates; on the document, so ahead of React's listener on the app's root.
if (!import.meta.env.SSR) document.addEventListener("click", hold, true);

function release(part: Element): void {
  part.removeAttribute(marker);
  const clicks = held.filter((target) => part.contains(target));
  held = held.filter((target) => !clicks.includes(target));
  for (const target of clicks) target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

/** Renders nothing; its effect runs once every part of its boundary has hydrated. */
function Hydrated({ part }: { part: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (part.current) release(part.current);
  }, [part]);
  return null;
}

/** A Suspense boundary (no fallback: the server's HTML shows meanwhile) that holds early clicks. */
export function LatePart({ className, children }: { className?: string; children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  return (
    <div ref={part} className={className} data-late-part="">
      <Suspense fallback={null}>
        {children}
        <Hydrated part={part} />
      </Suspense>
    </div>
  );
}
