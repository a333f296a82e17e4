// The layouts of the video box (content §3.8: layout-001 … layout-007) and the audio box (§3.9,
// §3.17: layout-001 … layout-005), as one table of differences that a single view arranges: which
// parts are shown, in what order, and how the media part stands to the text.

/** The words beside the media: the block's icon, its type label (video only) and its title. */
export type TextPart = "icon" | "typeName" | "title";

export interface BoxLayout {
  /**
   * stack: media and text one above the other; side: beside each other; overlay: the text lies
   * over the bottom of the media (a video's cover); row: one compact line.
   */
  arrangement: "stack" | "side" | "overlay" | "row";
  /** The text comes before (above or left of) the media. */
  textFirst: boolean;
  /** How much room the media part takes: the whole width, about half, or a small thumbnail. */
  media: "wide" | "half" | "small";
  /** The text parts shown, in order. */
  text: readonly TextPart[];
  /** Text centred rather than at the start. */
  centred: boolean;
}

const layout = (values: Partial<BoxLayout> & Pick<BoxLayout, "arrangement">): BoxLayout => ({
  textFirst: false,
  media: "wide",
  text: ["icon", "typeName", "title"],
  centred: false,
  ...values,
});

/** Video: the media part is the player with its cover. */
export const VIDEO_LAYOUTS: Record<string, BoxLayout> = {
  "layout-001": layout({ arrangement: "stack" }),
  "layout-002": layout({ arrangement: "stack", textFirst: true }),
  "layout-003": layout({ arrangement: "side", media: "half" }),
  "layout-004": layout({ arrangement: "side", media: "half", textFirst: true }),
  "layout-005": layout({ arrangement: "overlay", text: ["typeName", "title"] }),
  "layout-006": layout({ arrangement: "side", media: "small", text: ["icon", "title", "typeName"] }),
  "layout-007": layout({ arrangement: "stack", text: ["typeName", "title", "icon"], centred: true }),
};

/**
 * Audio: the media part is the illustration (absent where `media` is null); the player always
 * follows the text.
 */
export const AUDIO_LAYOUTS: Record<string, BoxLayout & { illustrated: boolean }> = {
  "layout-001": { ...layout({ arrangement: "stack", text: ["icon", "title"] }), illustrated: false },
  "layout-002": {
    ...layout({ arrangement: "side", media: "small", text: ["icon", "title"] }),
    illustrated: true,
  },
  "layout-003": {
    ...layout({ arrangement: "side", media: "small", textFirst: true, text: ["icon", "title"] }),
    illustrated: true,
  },
  "layout-004": { ...layout({ arrangement: "stack", text: ["title", "icon"] }), illustrated: true },
  "layout-005": { ...layout({ arrangement: "row", text: ["title", "icon"] }), illustrated: false },
};
