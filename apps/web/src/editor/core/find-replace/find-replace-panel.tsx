// The find and replace panel (shell §5: a non-empty search word is needed; 没有找到对应的内容 when
// nothing matches). Replacing is offered only while the document is editable.
import { CloseOutlined, DownOutlined, UpOutlined } from "@ant-design/icons";
import { formatMessage, EDITOR_TEXTS as T, VALIDATION_MESSAGES } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Button, Input, type InputRef } from "antd";
import { useEffect, useRef, useState } from "react";
import styles from "../editor.module.css";
import { findState } from "./find-replace.ts";

export function FindReplacePanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [word, setWord] = useState("");
  const [replacement, setReplacement] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  // 全部替换's count is news, not a problem: it is not shown in the warning colour.
  const [replacedAll, setReplacedAll] = useState<string | null>(null);
  const say = (text: string | null) => {
    setReplacedAll(null);
    setMessage(text);
  };
  const searchInput = useRef<InputRef>(null);
  const found = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state = findState(current.state);
      return {
        searched: state.word,
        total: state.matches.length,
        current: state.current,
        editable: current.isEditable,
      };
    },
  });

  useEffect(() => {
    searchInput.current?.focus();
    return () => {
      // Closing the panel clears the highlights (and the search work on every edit).
      if (!editor.isDestroyed) editor.commands.setSearchWord("");
    };
  }, [editor]);

  /** Runs the search when the word changed; true when there is something to act on. */
  function search(): boolean {
    if (word.trim() === "") {
      say(VALIDATION_MESSAGES.searchWordRequired);
      return false;
    }
    if (word !== found.searched) editor.commands.setSearchWord(word);
    const total = findState(editor.state).matches.length;
    say(total === 0 ? T.find.notFound : null);
    return total > 0 && word === found.searched;
  }

  function step(forward: boolean) {
    if (search()) (forward ? editor.commands.findNext : editor.commands.findPrevious)();
  }

  function replace(all: boolean) {
    if (word.trim() === "") return say(VALIDATION_MESSAGES.searchWordRequired);
    if (word !== found.searched) editor.commands.setSearchWord(word);
    const total = findState(editor.state).matches.length;
    if (total === 0) return say(T.find.notFound);
    if (all) {
      editor.commands.replaceAll(replacement);
      setMessage(null);
      setReplacedAll(formatMessage(T.find.replaced, { count: total }));
      return;
    }
    editor.commands.replaceCurrent(replacement);
    say(null);
  }

  const position =
    found.total > 0 && word === found.searched
      ? formatMessage(T.find.position, { current: found.current + 1, total: found.total })
      : "";

  return (
    <section className={styles.findPanel} aria-label={T.findReplace}>
      <div className={styles.findRow}>
        <Input
          ref={searchInput}
          aria-label={T.find.search}
          placeholder={T.find.search}
          value={word}
          onChange={(event) => {
            setWord(event.target.value);
            say(null);
          }}
          onPressEnter={(event) => step(!event.shiftKey)}
          suffix={<span className={styles.findCount}>{position}</span>}
          status={message === VALIDATION_MESSAGES.searchWordRequired ? "error" : undefined}
        />
        <Button
          icon={<UpOutlined aria-hidden />}
          aria-label={T.find.previous}
          title={T.find.previous}
          onClick={() => step(false)}
        />
        <Button
          icon={<DownOutlined aria-hidden />}
          aria-label={T.find.next}
          title={T.find.next}
          onClick={() => step(true)}
        />
        <Button
          type="text"
          icon={<CloseOutlined aria-hidden />}
          aria-label={T.find.close}
          title={T.find.close}
          onClick={onClose}
        />
      </div>
      {found.editable && (
        <div className={styles.findRow}>
          <Input
            aria-label={T.find.replace}
            placeholder={T.find.replace}
            value={replacement}
            onChange={(event) => setReplacement(event.target.value)}
          />
          <Button onClick={() => replace(false)}>{T.find.replaceOne}</Button>
          <Button onClick={() => replace(true)}>{T.find.replaceAll}</Button>
        </div>
      )}
      {message && (
        <div className={styles.findMessage} role="status">
          {message}
        </div>
      )}
      {replacedAll && (
        <div className={styles.findDone} role="status">
          {replacedAll}
        </div>
      )}
    </section>
  );
}
