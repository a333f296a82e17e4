// The demo / development mode's stand-in for pushing (DEMO_MODE=1, loopback clients only): the
// browser tests of the reader's shelf push a released book to a class with it. The product's own
// push calls (books/push, push-to-ccs…) are issue 18 §2's.
import { z } from "zod";
import { zOid } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";

export const devPushCalls = defineCalls("dev", {
  classPush: {
    method: "POST",
    path: "/dev/class-pushes",
    summary: "Push a released book to a class the caller manages (demo mode, loopback only)",
    body: z.object({ bookOid: zOid, classOid: zOid }),
    data: z.object({ pushOid: z.string(), recipientCount: z.number().int() }),
  },
});
