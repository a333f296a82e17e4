// The table toolbar's icons, one per action key. Icons with the label as tooltip and name keep the
// toolbar to one short row, which fits in the gap above the table instead of covering the block
// above it (a gallery's thumbnails, under two rows of worded buttons).

import AlignLeftOutlined from "@ant-design/icons-svg/es/asn/AlignLeftOutlined";
import BgColorsOutlined from "@ant-design/icons-svg/es/asn/BgColorsOutlined";
import BoldOutlined from "@ant-design/icons-svg/es/asn/BoldOutlined";
import DeleteColumnOutlined from "@ant-design/icons-svg/es/asn/DeleteColumnOutlined";
import DeleteOutlined from "@ant-design/icons-svg/es/asn/DeleteOutlined";
import DeleteRowOutlined from "@ant-design/icons-svg/es/asn/DeleteRowOutlined";
import EyeInvisibleOutlined from "@ant-design/icons-svg/es/asn/EyeInvisibleOutlined";
import EyeOutlined from "@ant-design/icons-svg/es/asn/EyeOutlined";
import FontSizeOutlined from "@ant-design/icons-svg/es/asn/FontSizeOutlined";
import InsertRowAboveOutlined from "@ant-design/icons-svg/es/asn/InsertRowAboveOutlined";
import InsertRowBelowOutlined from "@ant-design/icons-svg/es/asn/InsertRowBelowOutlined";
import InsertRowLeftOutlined from "@ant-design/icons-svg/es/asn/InsertRowLeftOutlined";
import InsertRowRightOutlined from "@ant-design/icons-svg/es/asn/InsertRowRightOutlined";
import MergeCellsOutlined from "@ant-design/icons-svg/es/asn/MergeCellsOutlined";
import SettingOutlined from "@ant-design/icons-svg/es/asn/SettingOutlined";
import SplitCellsOutlined from "@ant-design/icons-svg/es/asn/SplitCellsOutlined";
import type { IconDefinition } from "@ant-design/icons-svg/es/types";

export const TABLE_ICONS: Record<string, IconDefinition> = {
  addRowBefore: InsertRowAboveOutlined,
  addRowAfter: InsertRowBelowOutlined,
  addColumnBefore: InsertRowLeftOutlined,
  addColumnAfter: InsertRowRightOutlined,
  deleteRow: DeleteRowOutlined,
  deleteColumn: DeleteColumnOutlined,
  mergeCells: MergeCellsOutlined,
  splitCell: SplitCellsOutlined,
  toggleHeaderRow: BoldOutlined,
  cellStyle: BgColorsOutlined,
  settings: SettingOutlined,
  hideTitle: EyeInvisibleOutlined,
  showTitle: EyeOutlined,
  addCaption: FontSizeOutlined,
  addSubCaption: AlignLeftOutlined,
  deleteTable: DeleteOutlined,
};
