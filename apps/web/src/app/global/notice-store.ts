// A tiny observable list, the base of toasts and the snackbar: callers push from anywhere (plain
// functions, no React context), the host component renders whatever is current.
export interface Store<T> {
  get: () => readonly T[];
  subscribe: (listener: () => void) => () => void;
  add: (item: T) => void;
  remove: (predicate: (item: T) => boolean) => void;
  update: (predicate: (item: T) => boolean, change: (item: T) => T) => void;
}

export function createStore<T>(): Store<T> {
  let items: readonly T[] = [];
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(item) {
      items = [...items, item];
      publish();
    },
    remove(predicate) {
      items = items.filter((item) => !predicate(item));
      publish();
    },
    update(predicate, change) {
      items = items.map((item) => (predicate(item) ? change(item) : item));
      publish();
    },
  };
}
