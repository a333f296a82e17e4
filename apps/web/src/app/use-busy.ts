// An action started from a button or a form that the server may refuse. The control shows it is busy
// until the answer. A failure was already shown (by the global error handler, or the upload queue),
// so it is not thrown again: what the user typed or chose stays for another try.
import { useState } from "react";

export function useBusy() {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch {
      // Already shown; see above.
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
