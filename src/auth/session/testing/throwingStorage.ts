/** A localStorage stand-in whose every call throws, as Safari's private mode did and blocked site data does. */
export function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  return { length: 0, key: fail, getItem: fail, setItem: fail, removeItem: fail, clear: fail } as unknown as Storage;
}
