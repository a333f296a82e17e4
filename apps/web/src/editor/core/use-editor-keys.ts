// Page keys of the editor: Ctrl/Cmd+S saves now (instead of the browser's save dialog), Ctrl/Cmd+F
// opens find and replace. Undo and redo keys belong to the editor itself.
import { useEffect, useRef } from "react";

export function useEditorKeys(actions: { onSave: () => void; onFind: () => void }) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "s") {
        event.preventDefault();
        latest.current.onSave();
      } else if (key === "f") {
        event.preventDefault();
        latest.current.onFind();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
