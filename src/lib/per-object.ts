/**
 * `make`, remembered per key object for as long as that object lives. For
 * what is derived from an object that never changes once made (a cached
 * answer, a card, a shared piece of markup): the content cache hands out the
 * same object until it is refreshed, so the work is done once per version.
 */
export function perObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
