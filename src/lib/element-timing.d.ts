// The Element Timing attribute: the browser reports when the image it marks is shown on screen.
// React passes it through as written; the DOM typings do not list it.
import "react";

declare module "react" {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
