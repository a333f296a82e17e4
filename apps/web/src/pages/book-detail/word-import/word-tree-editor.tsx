// The proposed tree as editable rows: chapters, their sections and files, each with its title field,
// its word count and a remove button.
import { DeleteOutlined } from "@ant-design/icons";
import { formatMessage, NODE_NAME_MAX_LENGTH, WORD_IMPORT_TEXTS as T } from "@textbook/shared";
import { Button, Input } from "antd";
import type { EditedNode } from "./edited-tree.ts";
import styles from "./word-import.module.css";

interface TreeRowsProps {
  nodes: readonly EditedNode[];
  depth: number;
  onRename: (id: string, title: string) => void;
  onRemove: (id: string) => void;
}

const KINDS = [T.chapterLevel, T.sectionLevel, T.fileLevel];

function TreeRows({ nodes, depth, onRename, onRemove }: TreeRowsProps) {
  const kind = KINDS[depth] ?? T.fileLevel;
  return (
    <ul className={styles.tree} data-depth={depth}>
      {nodes.map((node) => (
        <li key={node.id}>
          <div className={styles.row}>
            <Input
              size="small"
              value={node.title}
              maxLength={NODE_NAME_MAX_LENGTH}
              aria-label={formatMessage(T.titleOf, { kind, title: node.title })}
              onChange={(event) => onRename(node.id, event.target.value)}
            />
            <span className={styles.words}>{formatMessage(T.words, { n: node.words })}</span>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={formatMessage(T.removeOf, { kind, title: node.title })}
              onClick={() => onRemove(node.id)}
            />
          </div>
          {node.children.length > 0 && (
            <TreeRows nodes={node.children} depth={depth + 1} onRename={onRename} onRemove={onRemove} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function WordTreeEditor(props: Omit<TreeRowsProps, "depth">) {
  return <TreeRows {...props} depth={0} />;
}
