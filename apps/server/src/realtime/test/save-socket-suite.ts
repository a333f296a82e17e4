// What a save socket test file starts from: one app listening on a free port for the file's
// tests, and the clients they open, all closed after the last test.
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestAppOptions, type TestContext } from "../../test/app.ts";
import { type ClientOptions, listen, openClient, type SaveClient } from "./socket-clients.ts";

export interface SaveSocketSuite {
  /** The app, once the file's beforeAll has run. */
  readonly context: TestContext;
  readonly baseUrl: string;
  /** A connected client, closed with the app. */
  client(token: string, options?: ClientOptions): Promise<SaveClient>;
}

export function saveSocketSuite(options: TestAppOptions = {}): SaveSocketSuite {
  let context: TestContext | null = null;
  let baseUrl = "";
  const clients: SaveClient[] = [];

  beforeAll(async () => {
    context = await createTestApp(options);
    baseUrl = await listen(context);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await context?.close();
  });

  return {
    get context() {
      if (!context) throw new Error("the save socket suite's app is not up yet");
      return context;
    },
    get baseUrl() {
      return baseUrl;
    },
    async client(token, clientOptions = {}) {
      const opened = await openClient(baseUrl, token, clientOptions);
      clients.push(opened);
      return opened;
    },
  };
}
