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
