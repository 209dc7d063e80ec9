import { createHash } from "node:crypto";

/**
 * The one inline script of a server-rendered page, allowed by its hash in the
 * CSP (no 'unsafe-inline'). The page is already drawn from its HTML; this
 * starts the app's code once the first frame is painted and the page's
 * high-priority images (its largest paint) are in and drawn, or 1.5 s after
 * that first frame at the latest, so the image and the code do not share the connection.
 * A hidden tab paints nothing: it starts at once. The script's own tag names
 * the entry (`data-entry`), the page's chunks (`data-chunks`), which are
 * preloaded together, and the app's whole stylesheets (`data-styles`: the HTML
 * holds only the rules of its own markup), which come first.
 */
export const bootScript = `(function () {
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
    var chunks = (tag.getAttribute("data-chunks") || "").split(" ");
    for (var i = 0; i < chunks.length; i++) {
      if (!chunks[i]) continue;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "anonymous";
      link.href = chunks[i];
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = tag.getAttribute("data-entry");
    document.head.appendChild(script);
  }
  // After the frame that draws them: the largest paint is on screen before any script is asked for.
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function whenImagesAreIn() {
    setTimeout(start, 1500);
    var images = document.querySelectorAll('img[fetchpriority="high"]');
    var pending = 0;
    function done() {
      if (--pending === 0) afterNextFrame();
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
    if (pending === 0) start();
  }
  if (document.visibilityState === "hidden") start();
  else requestAnimationFrame(function () { setTimeout(whenImagesAreIn, 0); });
})();`;

/** The CSP source that allows it. */
export const bootScriptSource = `'sha256-${createHash("sha256").update(bootScript).digest("base64")}'`;
