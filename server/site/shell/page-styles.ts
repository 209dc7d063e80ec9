import postcss, { type ChildNode } from "postcss";

/** One rule of the stylesheet, with the classes each of its selectors needs on the page to match anything. */
interface Part {
  text: string;
  /** Per selector, the classes it needs; undefined: keep the part whatever the page holds. */
  needs: string[][] | undefined;
  /** The rules inside a grouping at-rule (@media, @supports…), kept as a whole when any of them is. */
  inner?: { open: string; parts: Part[] };
}

const functionalPseudo = /:[\w-]+\(/g;
const classToken = /\.(-?[_a-zA-Z][\w-]*)/g;
const classAttribute = Buffer.from('class="');
const quote = 0x22;
/** Space, tab, line feed, form feed and carriage return: what may come before an attribute. */
const whitespace = new Set([0x20, 0x09, 0x0a, 0x0c, 0x0d]);

/** Removes each `:name(...)` with what it holds, and each `[attribute]`: what they name is not required to match. */
function withoutOptionalParts(selector: string): string {
  let out = selector.replace(/\[[^\]]*\]/g, "");
  let match: RegExpExecArray | null;
  functionalPseudo.lastIndex = 0;
  while ((match = functionalPseudo.exec(out))) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (end < out.length && depth > 0) {
      if (out[end] === "(") depth++;
      else if (out[end] === ")") depth--;
      end++;
    }
    out = out.slice(0, match.index) + out.slice(end);
    functionalPseudo.lastIndex = match.index;
  }
  return out;
}

/** The classes each selector of a rule needs; undefined when the selector is one this reading cannot be sure of. */
function needsOf(selector: string): string[][] | undefined {
  if (selector.includes("\\")) return undefined;
  return withoutOptionalParts(selector)
    .split(",")
    .map((one) => [...one.matchAll(classToken)].map((token) => token[1] ?? ""));
}

function partOf(node: ChildNode): Part | undefined {
  if (node.type === "comment") return undefined;
  if (node.type === "rule") return { text: node.toString(), needs: needsOf(node.selector) };
  if (node.type === "atrule" && node.nodes && ["media", "supports", "layer", "container"].includes(node.name)) {
    const parts = node.nodes.map(partOf).filter((part) => part !== undefined);
    return { text: "", needs: [], inner: { open: `@${node.name}${node.raws.afterName ?? " "}${node.params}{`, parts } };
  }
  // @keyframes, @font-face, @property, @import and the like: few, and not tied to a class.
  return { text: node.toString(), needs: undefined };
}

function render(parts: Part[], classes: ReadonlySet<string>): string {
  let out = "";
  for (const part of parts) {
    if (part.inner) {
      const inner = render(part.inner.parts, classes);
      if (inner) out += `${part.inner.open}${inner}}`;
    } else if (!part.needs || part.needs.some((needs) => needs.every((name) => classes.has(name)))) {
      out += part.text;
    }
  }
  return out;
}

/**
 * The classes a page's markup (UTF-8) uses. Read from the bytes: only the
 * attributes' values are decoded, not the half megabyte of a long list. A
 * class that is not ASCII comes out garbled; the app's stylesheets name no
 * such class, so no rule is left out for it.
 */
export function classesIn(html: Uint8Array): Set<string> {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const classes = new Set<string>();
  for (let at = bytes.indexOf(classAttribute); at >= 0; at = bytes.indexOf(classAttribute, at + classAttribute.length)) {
    if (at === 0 || !whitespace.has(bytes[at - 1] ?? 0)) continue;
    const start = at + classAttribute.length;
    const end = bytes.indexOf(quote, start);
    if (end < 0) break;
    for (const name of bytes.toString("latin1", start, end).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The app's stylesheet cut to what one page can use. A rule is left out only
 * when one of the classes it needs is in no element of the page; everything
 * else stays, in the stylesheet's own order. So the page looks as it would with
 * the whole stylesheet, and the whole one, added later for what the app draws
 * after it starts, changes nothing that is already on screen.
 */
export class PageStyles {
  private readonly parts: Part[];

  constructor(readonly href: string, readonly css: string) {
    this.parts = postcss
      .parse(css)
      .nodes.map(partOf)
      .filter((part) => part !== undefined);
  }

  /** The rules a page whose markup uses these classes can use. */
  forClasses(classes: ReadonlySet<string>): string {
    return render(this.parts, classes);
  }
}
