// A ZIP built entry by entry (fflate): each entry is compressed as it is added, so only the
// compressed archive is held in memory, not every file's text at once.
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipWriter {
  /**
   * Text is written as UTF-8; bytes (fonts) as they are. `stored` leaves the entry uncompressed
   * (an EPUB's mimetype must be).
   */
  add(path: string, content: string | Uint8Array, options?: { stored?: boolean }): void;
  /** Closes the archive and answers its bytes. */
  finish(): Promise<Buffer>;
}

export function createZipWriter(): ZipWriter {
  const chunks: Uint8Array[] = [];
  let settle: { resolve: (bytes: Buffer) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      settle?.reject(error);
      return;
    }
    chunks.push(chunk);
    if (final) settle?.resolve(Buffer.concat(chunks));
  });
  return {
    add(path, content, options = {}) {
      const entry = options.stored ? new ZipPassThrough(path) : new ZipDeflate(path, { level: 6 });
      zip.add(entry);
      entry.push(typeof content === "string" ? strToU8(content) : content, true);
    },
    finish() {
      return new Promise<Buffer>((resolve, reject) => {
        if (failure) {
          reject(failure);
          return;
        }
        settle = { resolve, reject };
        zip.end();
      });
    },
  };
}
