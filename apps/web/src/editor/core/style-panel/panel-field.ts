// What a style-panel field is and what its input is given, in a file that imports no panel part:
// the field tables (panel-fields.ts, media-panel-fields.ts) and the inputs of each kind
// (panel-field-input.tsx and the widgets it draws) all name these types.
import type { Editor } from "@tiptap/core";
import type { FieldValue } from "./field-value.ts";

export type Attributes = Record<string, unknown>;

interface FieldBase {
  /** The attribute the field edits (for several-attribute fields, the one the schema must declare). */
  name: string;
  label: string;
  /** Shown only while this holds for the block's attributes (a width only for a FIXED size). */
  when?: (attributes: Attributes) => boolean;
  /** The block's content rather than its style (a type label): never copied with the style. */
  content?: boolean;
}

export type PanelField = FieldBase &
  (
    | {
        kind: "number";
        min?: number;
        max?: number;
        step?: number;
        placeholder?: string;
        /** Stored as the number's text, as the card styles keep px values ("1"). */
        asText?: boolean;
      }
    | { kind: "select"; options: { value: string | number; label: string }[]; nullable?: boolean }
    | { kind: "switch" }
    | { kind: "text"; placeholder?: string }
    | { kind: "color"; placeholder?: string }
    | {
        kind: "layout";
        count: number;
        /** The Y/N attribute saying the block follows the book's layout, when the node has one. */
        follow?: string;
        bookLayout: string;
      }
    /** One choice writing several attributes (a cover from the book, an upload or the first frame). */
    | { kind: "source"; options: { value: string; label: string; attributes: Attributes }[] }
    /** An uploaded image: `name` holds the attachment oid, `srcName` the link it had when stored. */
    | {
        kind: "image";
        srcName: string;
        states?: { empty: string; set: string };
        /** The picture shown while none is uploaded (a card's built-in icon). */
        builtIn?: string;
      }
    /** A colour, a shading name or an image address in one attribute (content §4, §5). */
    | { kind: "background"; placeholder?: string }
  );

/** What a field's input gets from the panel. */
export interface FieldProps {
  editor: Editor;
  field: PanelField;
  /** The block's attributes; the field reads its own from them. */
  attributes: Attributes;
  disabled: boolean;
  /** Writes attributes onto the block, one undoable step. */
  onChange: (attributes: Attributes) => void;
}

/** What each kind's input gets: its element id and the checked write. */
export interface InputProps extends FieldProps {
  id: string;
  /** Writes a checked value, or shows why it is refused. */
  commit: (result: FieldValue, current: unknown) => void;
}

/** A select's options: each value with its label (the value itself where the labels lack it). */
export function choices(labels: Record<string, string>, values: readonly string[] = Object.keys(labels)) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}
