// The reading events' path and limits, in a module without zod: the published reader imports them
// and its first page stays free of the schema library.

/** POST: a batch of the reader's events (api/reading-stats.ts readingEventCalls.record). */
export const READING_EVENTS_PATH = "/reader/events";
/** At most this many events in one batch. */
export const READING_EVENT_BATCH_MAX = 200;
