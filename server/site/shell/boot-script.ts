import { createHash } from "node:crypto";
import { minify } from "terser";

/** Whether React has taken an element over: it then carries React's props. */
const reactReady = `function ready(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf("__reactProps$") === 0) return true;
    return false;
  }`;

/**
 * A button in the server's HTML does nothing until React has taken it over:
 * the page's code, or a part of the page whose code comes later (React
 * hydrates a lazy part only once its code is in, and drops a click on it
 * before then). A tap on such a button is held and given again to the same
 * button once React has (it then carries React's props), or dropped after
 * 10 s. Links and a form's submit button work without the code and are left alone.
 */
export const earlyTapScript = `(function () {
  var held = [];
  ${reactReady}
  function replay() {
    var waiting = [];
    for (var i = 0; i < held.length; i++) {
      var tap = held[i];
      if (!tap.button.isConnected || Date.now() > tap.until) continue;
      if (ready(tap.button)) tap.button.click();
      else waiting.push(tap);
    }
    held = waiting;
    if (held.length) setTimeout(replay, 50);
  }
  // On the document and capturing, so ahead of React's listener on the app's root.
  document.addEventListener("click", function (event) {
    var button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.disabled || (button.type === "submit" && button.form) || ready(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ button: button, until: Date.now() + 10000 });
    if (held.length === 1) setTimeout(replay, 50);
  }, true);
})();`;

/**
 * What a visitor types or chooses in a field before React has taken it over.
 * React leaves it on screen as it hydrates, but the field's state still holds
 * the server's value, and the next render would put that back: the text would
 * vanish. So each field's last edit is kept and given again, once React has
 * the field and the page has hydrated, as an edit React hears (its onChange
 * runs), and again in the next second if React drew the server's value over
 * it; an edit React heard itself since drops the kept one. Text is set back
 * through React's own setter first, so React sees a change; a box or a radio
 * is set the other way and clicked; a chosen file, still in its input, is
 * announced with `change`.
 * Left out: fields out of the keyboard's reach (a honeypot a browser's
 * autofill may fill), and edits whose field is gone or not React's after 60 s.
 */
export const earlyEditScript = `(function () {
  var edited = [];
  var scheduled = false;
  ${reactReady}
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setTimeout(replay, 50);
  }
  function give(edit) {
    var field = edit.field;
    if (field.type === "checkbox" || field.type === "radio") {
      field.checked = !edit.checked;
      field.click();
    } else if (field instanceof HTMLSelectElement || field.type === "file") {
      if (field.type !== "file") field.value = edit.value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      field.value = edit.value === "" ? " " : "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, edit.value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
  // React drew the server's value over the edit given (not a value the page's code made of it, like a masked phone).
  function drawnOver(edit) {
    var field = edit.field;
    if (field.type === "file") return false;
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== edit.checked && field.checked === edit.serverChecked;
    return field.value !== edit.value && field.value === edit.server;
  }
  // What the server's HTML had in the field: typing leaves it as it was.
  function serverValue(field) {
    if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
    for (var i = 0; i < field.options.length; i++) if (field.options[i].defaultSelected) return field.options[i].value;
    return field.options.length ? field.options[0].value : "";
  }
  function replay() {
    scheduled = false;
    // Giving an edit fires events that come back to record(): it works on the edits still waiting.
    var list = edited;
    edited = [];
    var now = Date.now();
    for (var i = 0; i < list.length; i++) {
      var edit = list[i];
      if (!edit.field.isConnected || now > edit.until || (edit.given && now - edit.given > 1000)) continue;
      if (ready(edit.field) && document.documentElement.dataset.hydrated === "true") {
        // React can still drop an edit given while it finishes taking the part over, and then draw
        // the server's value again: for a second, one that no longer shows is given again.
        if (!edit.given || drawnOver(edit)) give(edit);
        edit.given = edit.given || now;
      }
      edited.push(edit);
    }
    if (edited.length) schedule();
  }
  // An earlier edit of the same field, or of another radio of its group, gives way to this one.
  function replaces(edit, field) {
    var other = edit.field;
    return other === field || (field.type === "radio" && other.type === "radio" && other.name === field.name && other.form === field.form);
  }
  function record(event) {
    var field = event.target;
    var isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
    if (!isField || field.type === "hidden" || field.tabIndex < 0) return;
    // A text field's change, fired as it loses focus (the page's code may move the focus), is no edit of
    // its own: its input events were, and React, which may not have heard them, hears nothing in it.
    var text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(field.type));
    if (text && event.type === "change") return;
    // A radio that another in its group unchecked is given again by that one.
    if (field.type === "radio" && !field.checked) return;
    var kept = [];
    for (var i = 0; i < edited.length; i++) if (!replaces(edited[i], field)) kept.push(edited[i]);
    edited = kept;
    if (ready(field)) return;
    edited.push({ field: field, value: field.value, checked: field.checked, server: serverValue(field), serverChecked: field.defaultChecked, until: Date.now() + 60000 });
    schedule();
  }
  document.addEventListener("input", record, true);
  document.addEventListener("change", record, true);
})();`;

/**
 * The one inline script of a server-rendered page, allowed by its hash in the
 * CSP (no 'unsafe-inline'). The page is already drawn from its HTML; this
 * starts the app's code once the first frame is painted and the page's
 * high-priority images (its largest paint) are in and shown on screen, or 1.5 s after
 * that first frame at the latest, so the image and the code do not share the connection.
 * A hidden tab paints nothing: it starts at once. The script's own tag names
 * the entry (`data-entry`), the page's chunks (`data-chunks`), which are
 * preloaded, each in a task of its own, the app's whole stylesheets (`data-styles`: the HTML
 * holds only the rules of its own markup), which come first, and the web app manifest (`data-manifest`). It begins with
 * earlyTapScript and earlyEditScript.
 */
const readableBootScript = `${earlyTapScript}
${earlyEditScript}
(function () {
  var tag = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var styles = (tag.getAttribute("data-styles") || "").split(" ");
    for (var s = 0; s < styles.length; s++) {
      if (!styles[s]) continue;
      var sheet = document.createElement("link");
      sheet.rel = "stylesheet";
      sheet.href = styles[s];
      document.head.appendChild(sheet);
    }
    var manifest = tag.getAttribute("data-manifest");
    if (manifest) {
      var link = document.createElement("link");
      link.rel = "manifest";
      link.href = manifest;
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = tag.getAttribute("data-entry");
    document.head.appendChild(script);
    // One task per preload: starting a fetch costs a slow phone's main thread a few
    // milliseconds, and a dozen in one task would hold back a tap for all of them.
    var chunks = (tag.getAttribute("data-chunks") || "").split(" ");
    for (var i = 0; i < chunks.length; i++) if (chunks[i]) setTimeout(preload, 0, chunks[i]);
  }
  function preload(href) {
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "anonymous";
    link.href = href;
    document.head.appendChild(link);
  }
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // The largest paint is on screen before any script is asked for. The task after the frame
  // that draws it can run before the screen shows that frame: the browser reports each
  // high-priority image (marked with elementtiming) once shown, or the first paint where
  // there is none. A browser that reports neither makes do with the frame.
  function whenShown(images) {
    var type = images.length ? "element" : "paint";
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf(type) < 0) return afterNextFrame();
    var left = images.length || 1;
    var observer = new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (images.length ? Array.prototype.indexOf.call(images, entries[i].element) >= 0 : entries[i].name === "first-contentful-paint") left--;
      }
      if (left > 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: type, buffered: true });
    // An image that never shows (hidden, or removed) is not waited for long.
    requestAnimationFrame(function () { setTimeout(start, 200); });
  }
  function whenImagesAreIn() {
    setTimeout(start, 1500);
    var images = document.querySelectorAll('img[fetchpriority="high"]');
    var pending = 0;
    function done() {
      if (--pending === 0) whenShown(images);
    }
    // decode() settles once the image can be drawn, loaded before this ran or not: the next
    // frame then shows it, and only then is the network and the main thread given to the code.
    for (var i = 0; i < images.length; i++) {
      pending++;
      if (images[i].decode) images[i].decode().then(done, done);
      else if (images[i].complete) pending--;
      else {
        images[i].addEventListener("load", done);
        images[i].addEventListener("error", done);
      }
    }
    if (pending === 0) whenShown(images);
  }
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(function () { setTimeout(whenImagesAreIn, 0); });
})();`;

/**
 * What every page carries: the script above, minified once as the server
 * starts. Sent as written, its comments and indentation cost every page about
 * 550 bytes under Brotli (the home weighed 8,700).
 */
export const bootScript = (await minify(readableBootScript)).code ?? readableBootScript;

/** The CSP source that allows it. */
export const bootScriptSource = `'sha256-${createHash("sha256").update(bootScript).digest("base64")}'`;
