// A table's empty state in words at the description colour: antd's bare emptyText is drawn in its
// placeholder grey, which fails WCAG AA contrast (the e2e axe check).
import { Empty } from "antd";

export const emptyLocale = (text: string) => ({
  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />,
});
