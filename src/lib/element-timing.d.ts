// The Element Timing attribute: the browser reports when the image it marks is shown on screen.
// React passes it through as written; the DOM typings do not list it. One name, for a page's
// high-priority image (its largest paint): the server's boot script asks for the page's code
// only once that image is reported. A type, not a constant: a module would be one more request.
import "react";

declare module "react" {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: "largest-paint";
  }
}
