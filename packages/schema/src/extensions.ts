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
import { AudioBox } from "./nodes/audio-box.ts";
import { BulletList } from "./nodes/bullet-list.ts";
import { Caption } from "./nodes/caption.ts";
import { ChapterHeader } from "./nodes/chapter-header.ts";
import { CodeBox } from "./nodes/code-box.ts";
import { CrossReference } from "./nodes/cross-reference.ts";
import { CustomActivityBox } from "./nodes/custom-activity-box.ts";
import { DisplayMath } from "./nodes/display-math.ts";
import { Doc } from "./nodes/doc.ts";
import { DocumentBox } from "./nodes/document-box.ts";
import { DocumentPlaceholder } from "./nodes/document-placeholder.ts";
import { ExtendedReading } from "./nodes/extended-reading.ts";
import { ExtendedReadingInline } from "./nodes/extended-reading-inline.ts";
import { FillBlank } from "./nodes/fill-blank.ts";
import { Flexer } from "./nodes/flexer.ts";
import { FloatingImage } from "./nodes/floating-image.ts";
import { FormulaImage } from "./nodes/formula-image.ts";
import { GalleryBox } from "./nodes/gallery-box.ts";
import { GalleryCover } from "./nodes/gallery-cover.ts";
import { Heading } from "./nodes/heading.ts";
import { HorizontalRule } from "./nodes/horizontal-rule.ts";
import { IconImage } from "./nodes/icon-image.ts";
import { Illustration } from "./nodes/illustration.ts";
import { ImageBlock } from "./nodes/image-block.ts";
import { ImageBox } from "./nodes/image-box.ts";
import { InlineAudio } from "./nodes/inline-audio.ts";
import { InlineImage } from "./nodes/inline-image.ts";
import { InlineMath } from "./nodes/inline-math.ts";
import { InlineVideo } from "./nodes/inline-video.ts";
import { Interaction } from "./nodes/interaction.ts";
import { KnowledgeGraphCard } from "./nodes/knowledge-graph-card.ts";
import { KnowledgePoint } from "./nodes/knowledge-point.ts";
import { LayoutBox } from "./nodes/layout-box.ts";
import { Link } from "./nodes/link.ts";
import { LinkBox } from "./nodes/link-box.ts";
import { ListItem } from "./nodes/list-item.ts";
import { MathBox } from "./nodes/math-box.ts";
import { MindMapCard } from "./nodes/mind-map-card.ts";
import { MindMapPlaceholder } from "./nodes/mind-map-placeholder.ts";
import { OrderedList } from "./nodes/ordered-list.ts";
import { Paragraph } from "./nodes/paragraph.ts";
import { Popup } from "./nodes/popup.ts";
import { SectionHeader } from "./nodes/section-header.ts";
import { Table } from "./nodes/table.ts";
import { TableBox } from "./nodes/table-box.ts";
import { TableCell } from "./nodes/table-cell.ts";
import { TableHeader } from "./nodes/table-header.ts";
import { TableRow } from "./nodes/table-row.ts";
import { TableSubCaption } from "./nodes/table-sub-caption.ts";
import { Text } from "./nodes/text.ts";
import { ThreeDBox } from "./nodes/three-d-box.ts";
import { ThreeDIcon } from "./nodes/three-d-icon.ts";
import { ThreeDTitle } from "./nodes/three-d-title.ts";
import { VideoBlock } from "./nodes/video-block.ts";
import { VideoBox } from "./nodes/video-box.ts";

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

/** Media, interactive and knowledge nodes. */
const mediaExtensions = [
  ImageBlock,
  ImageBox,
  InlineImage,
  IconImage,
  Illustration,
  FloatingImage,
  VideoBlock,
  VideoBox,
  InlineVideo,
  AudioBox,
  InlineAudio,
  ThreeDBox,
  ThreeDTitle,
  ThreeDIcon,
  DocumentBox,
  DocumentPlaceholder,
  GalleryBox,
  GalleryCover,
  Popup,
  Link,
  LinkBox,
  Interaction,
  CustomActivityBox,
  ExtendedReading,
  ExtendedReadingInline,
  KnowledgeGraphCard,
  KnowledgePoint,
  MindMapPlaceholder,
  MindMapCard,
];

const marks = [Bold, Italic, Strike, TextColor, Superscript, Subscript, Highlight, Code];

export const extensions = [...textExtensions, ...mediaExtensions, ...marks];

export const schema = getSchema(extensions);
