// What the style settings screen tells its live preview (content §4, §7): each change as an
// UPDATE_CUSTOM_STYLE message with the item's preview name and value, shown at once; a whole new
// look (a style library applied, a reset) as one REPLACE_CUSTOM_STYLES message. The preview takes
// only messages from its own origin that pass these schemas.
import { z } from "zod";
import { STYLE_VALUE_MAX_LENGTH } from "./style-item.ts";

export const UPDATE_CUSTOM_STYLE = "UPDATE_CUSTOM_STYLE";
export const REPLACE_CUSTOM_STYLES = "REPLACE_CUSTOM_STYLES";

const entry = z.object({ key: z.string().max(120), value: z.string().max(STYLE_VALUE_MAX_LENGTH) });

export const stylePreviewMessageSchema = z.discriminatedUnion("type", [
  entry.extend({ type: z.literal(UPDATE_CUSTOM_STYLE) }),
  z.object({ type: z.literal(REPLACE_CUSTOM_STYLES), items: z.array(entry).max(400) }),
]);
export type StylePreviewMessage = z.infer<typeof stylePreviewMessageSchema>;

/**
 * The preview tells the screen that framed it that it listens now (its page loads after the
 * frame's load event), so the screen sends the whole unsaved look with REPLACE_CUSTOM_STYLES.
 */
export const STYLE_PREVIEW_READY = "STYLE_PREVIEW_READY";
export const stylePreviewReadySchema = z.object({ type: z.literal(STYLE_PREVIEW_READY) });
