// Video (content §3.8) and audio (§3.9) blocks and their inline forms: the web form of each node, merged into BLOCK_FORMS by block-forms.ts.
import type { BlockForm } from "../block-forms.ts";
import { cardView, chipView } from "../media-card/card-view.ts";
import { attributeForm } from "../node-view/attribute-form.ts";

export const AUDIO_VIDEO_FORMS: Record<string, BlockForm> = {
  videoBox: attributeForm(cardView),
  videoBlock: attributeForm(cardView),
  audioBox: attributeForm(cardView),
  inlineVideo: attributeForm(chipView),
  inlineAudio: attributeForm(chipView),
};
