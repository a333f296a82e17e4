// Fresh links to the attachments a document shows. Nodes keep an attachment's oid (fileOid,
// coverAttOid...) and the `src` it had when inserted, but served links are signed and expire after
// UPLOAD.linkTtlSeconds, so views ask this store for the current link and redraw when it changes.
// The store reloads every link before they expire, and once more when a view asks for an oid it does
// not know yet (a block pasted from another file, a restored revision).
import { type Attachment, type DocumentJson, UPLOAD } from "@textbook/shared";
import { usableStoredLink } from "./stored-link.ts";

/** Answers the attachments of the book that `content` names, with fresh links. */
export type MediaLinkLoader = (content: DocumentJson) => Promise<Attachment[]>;

export interface MediaLinkSource {
  load: MediaLinkLoader;
  /** The editor's current document, so links of blocks not saved yet are included. */
  content: () => DocumentJson;
}

/** Reload links when a fifth of their life is left, so a link in use never expires. */
const REFRESH_MS = UPLOAD.linkTtlSeconds * 800;
/** Unknown oids asked for in one burst (a whole document drawing) are looked up in one call. */
const MISSING_DELAY_MS = 200;

export class MediaLinkStore {
  private readonly attachments = new Map<string, Attachment>();
  private readonly listeners = new Set<() => void>();
  /** Oids already looked up and not found, asked again only by the next scheduled reload. */
  private readonly unknown = new Set<string>();
  private source: MediaLinkSource | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private missingTimer: ReturnType<typeof setTimeout> | undefined;
  private loading: Promise<void> | null = null;
  /** Asked for while a load was running, which read the document before the asking view existed. */
  private loadAgain = false;
  /** When links were last loaded: a tab's timers sleep in the background or while the laptop does. */
  private loadedAt = 0;
  private readonly wake = () => {
    if (document.visibilityState === "visible" && Date.now() - this.loadedAt >= REFRESH_MS) this.refresh();
  };

  /** The link to show an attachment now, or null while it is not known. */
  url(oid: unknown, variant: "preview" | "thumbnail" = "preview"): string | null {
    const attachment = this.attachment(oid);
    if (!attachment) return null;
    return variant === "thumbnail"
      ? (attachment.thumbnailUrl ?? attachment.previewUrl)
      : attachment.previewUrl;
  }

  /**
   * The link to show: the fresh one when known, else the address stored with the node unless it is
   * a signed link that has ended (which would only answer 403 until the fresh one arrives).
   */
  urlOr(oid: unknown, stored: unknown, variant: "preview" | "thumbnail" = "preview"): string | null {
    return this.url(oid, variant) ?? usableStoredLink(stored);
  }

  attachment(oid: unknown): Attachment | null {
    if (typeof oid !== "string" || oid === "") return null;
    const found = this.attachments.get(oid);
    if (!found) this.lookUp(oid);
    return found ?? null;
  }

  /** An attachment just uploaded: its links are fresh. */
  add(attachment: Attachment): void {
    this.attachments.set(attachment.attachmentOid, attachment);
    this.unknown.delete(attachment.attachmentOid);
    this.notify();
  }

  /** Calls `listener` after links change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts loading links for an open file; `null` stops (the file closed). */
  connect(source: MediaLinkSource | null): void {
    this.source = source;
    clearTimeout(this.refreshTimer);
    clearTimeout(this.missingTimer);
    document.removeEventListener("visibilitychange", this.wake);
    window.removeEventListener("online", this.wake);
    if (!source) return;
    // A tab coming back (or back online) after its reload was due renews the links at once.
    document.addEventListener("visibilitychange", this.wake);
    window.addEventListener("online", this.wake);
    void this.reload();
  }

  /** Loads every link the document uses now; resolves when done (failures keep the old links). */
  reload(): Promise<void> {
    if (this.loading) {
      this.loadAgain = true;
      return this.loading;
    }
    this.loading = this.load().finally(() => {
      this.loading = null;
      if (!this.loadAgain) return;
      this.loadAgain = false;
      void this.reload();
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const source = this.source;
    if (!source) return;
    clearTimeout(this.refreshTimer);
    try {
      const found = await source.load(source.content());
      if (this.source !== source) return;
      this.loadedAt = Date.now();
      for (const attachment of found) {
        this.attachments.set(attachment.attachmentOid, attachment);
        this.unknown.delete(attachment.attachmentOid);
      }
      this.notify();
    } catch (error) {
      // The old links still work for a while; the next reload tries again.
      console.warn("media links: reload failed", error);
    } finally {
      if (this.source === source) this.refreshTimer = setTimeout(() => this.refresh(), REFRESH_MS);
    }
  }

  /** The scheduled reload also gives oids not found before another chance. */
  private refresh(): void {
    this.unknown.clear();
    void this.reload();
  }

  private lookUp(oid: string): void {
    if (!this.source || this.unknown.has(oid)) return;
    this.unknown.add(oid);
    clearTimeout(this.missingTimer);
    this.missingTimer = setTimeout(() => void this.reload(), MISSING_DELAY_MS);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
