// The one extension list web and server share; the web adds node views with .extend().
// Order matters where ProseMirror picks a default: paragraph comes first among the blocks.
import { getSchema } from "@tiptap/core";
import { Bold } from "./marks/bold.ts";
import { Code } from "./marks/code.ts";
import { Highlight } from "./marks/highlight.ts";
import { Italic } from "./marks/italic.ts";
import { Strike } from "./marks/strike.ts";
import { Subscript } from "./marks/subscript.ts";
import { Superscript } from "./marks/superscript.ts";
import { TextColor } from "./marks/text-color.ts";
import { AskAi } from "./nodes/ask-ai.ts";
import { BulletList } from "./nodes/bullet-list.ts";
import { Caption } from "./nodes/caption.ts";
import { ChapterHeader } from "./nodes/chapter-header.ts";
import { CodeBox } from "./nodes/code-box.ts";
import { CrossReference } from "./nodes/cross-reference.ts";
import { DisplayMath } from "./nodes/display-math.ts";
import { Doc } from "./nodes/doc.ts";
import { FillBlank } from "./nodes/fill-blank.ts";
import { Flexer } from "./nodes/flexer.ts";
import { FormulaImage } from "./nodes/formula-image.ts";
import { Heading } from "./nodes/heading.ts";
import { HorizontalRule } from "./nodes/horizontal-rule.ts";
import { InlineMath } from "./nodes/inline-math.ts";
import { LayoutBox } from "./nodes/layout-box.ts";
import { ListItem } from "./nodes/list-item.ts";
import { MathBox } from "./nodes/math-box.ts";
import { OrderedList } from "./nodes/ordered-list.ts";
import { Paragraph } from "./nodes/paragraph.ts";
import { SectionHeader } from "./nodes/section-header.ts";
import { Table } from "./nodes/table.ts";
import { TableBox } from "./nodes/table-box.ts";
import { TableCell } from "./nodes/table-cell.ts";
import { TableHeader } from "./nodes/table-header.ts";
import { TableRow } from "./nodes/table-row.ts";
import { TableSubCaption } from "./nodes/table-sub-caption.ts";
import { Text } from "./nodes/text.ts";

/** Document, text blocks, math, code, layout, headers, tables, captions and references. */
const textExtensions = [
  Doc,
  Text,
  Paragraph,
  Heading,
  BulletList,
  OrderedList,
  ListItem,
  InlineMath,
  DisplayMath,
  MathBox,
  FormulaImage,
  HorizontalRule,
  CodeBox,
  LayoutBox,
  Flexer,
  AskAi,
  FillBlank,
  ChapterHeader,
  SectionHeader,
  TableBox,
  Table,
  TableRow,
  TableCell,
  TableHeader,
  TableSubCaption,
  Caption,
  CrossReference,
];

const marks = [Bold, Italic, Strike, TextColor, Superscript, Subscript, Highlight, Code];

export const extensions = [...textExtensions, ...marks];

export const schema = getSchema(extensions);
