/**
 * Constructors for the plain objects the output keeps (events, their sources, link signals, join links).
 *
 * V8 records where each object literal's objects are made and, once nearly all of them survive a young-generation
 * collection (the output's objects all do), allocates that literal's objects straight in the old generation: every
 * field store then takes the write barrier, and the marking barrier while the old generation is being marked. The
 * event literals alone were about a fifth of a call's CPU time so. Objects made by `new` are always allocated
 * young, and a constructor whose prototype is Object.prototype makes the same plain objects a literal does: same
 * prototype, same fields in the same order, the same JSON.
 */
export function plainConstructor<A extends unknown[], T>(init: (this: T, ...args: A) => void): new (...args: A) => T {
  init.prototype = Object.prototype;
  return init as unknown as new (...args: A) => T;
}
