/**
 * The Element Timing name (`elementtiming`) of a page's high-priority image, its largest
 * paint: the browser then reports when that image is on screen, and the server's
 * boot script asks for the page's code only after that.
 */
export const largestPaint = "largest-paint";
