// The sixteen panels of content §2 (page, paragraph … latex formula); a panel holding a refused
// value is marked, so nothing wrong hides in a panel not shown.
import {
  STYLE_PANELS,
  STYLE_SCREEN_TEXTS,
  STYLE_TEXTS,
  type StylePanel,
  styleDefinition,
} from "@textbook/shared";
import { Badge, Menu } from "antd";
import styles from "../settings.module.css";

interface Props {
  current: StylePanel;
  /** Item keys whose last typed value was refused. */
  problems: Iterable<string>;
  onChoose: (panel: StylePanel) => void;
}

export function PanelList({ current, problems, onChoose }: Props) {
  const wrong = new Set([...problems].map((key) => styleDefinition(key)?.panel));
  return (
    <nav className={styles.panelList} aria-label={STYLE_SCREEN_TEXTS.panels}>
      <Menu
        mode="inline"
        style={{ borderInlineEnd: "none" }}
        selectedKeys={[current]}
        onClick={({ key }) => onChoose(key as StylePanel)}
        items={STYLE_PANELS.map((panel) => ({
          key: panel,
          label: wrong.has(panel) ? (
            <Badge dot offset={[6, 0]}>
              {STYLE_TEXTS.panels[panel]}
            </Badge>
          ) : (
            STYLE_TEXTS.panels[panel]
          ),
        }))}
      />
    </nav>
  );
}
