// Whether the visitor has moved inside the site yet: a back link then means "back";
// on a first visit from outside it goes to the parent page instead.
let navigated = false;

export function markNavigated(): void {
  navigated = true;
}

export function hasNavigated(): boolean {
  return navigated;
}
