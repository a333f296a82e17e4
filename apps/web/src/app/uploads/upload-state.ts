// What the upload overlay shows: the file being sent, its percent, and how many files wait. Kept
// apart from the queue so the global views can watch it without loading the queue's code.

export interface CurrentUpload {
  id: number;
  fileName: string;
  /** 0-100, of the bytes sent. */
  percent: number;
  /** Every part is sent; the server is joining and checking the file. */
  processing: boolean;
}

export interface UploadState {
  current: CurrentUpload | null;
  waiting: number;
}

export interface UploadStateStore {
  get: () => UploadState;
  set: (next: UploadState) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createUploadState(): UploadStateStore {
  let state: UploadState = { current: null, waiting: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one upload state, fed by the app's one queue. */
export const uploadState = createUploadState();
