// Video (content §3.8) and audio (§3.9) blocks and their inline forms: the web form of each node, listed in blocks/block-forms.ts.

import { attributeForm } from "../../core/node-view/attribute-form.ts";
import type { BlockForm, BlockForms } from "../../core/node-view/block-form.ts";
import { nodeViewForm } from "../../core/node-view/node-view-form.ts";
import { AUDIO_BOX, type BoxKind, VIDEO_BLOCK, VIDEO_BOX } from "./box-kinds.ts";
import { inlineAudioView, inlineVideoView } from "./inline-media-view.ts";
import { MediaBoxView } from "./media-box-view.ts";

function mediaBoxForm(kind: BoxKind): BlockForm {
  return nodeViewForm((node, editor, getPos) => new MediaBoxView(node, editor, getPos, kind));
}

export const AUDIO_VIDEO_FORMS: BlockForms = {
  videoBox: mediaBoxForm(VIDEO_BOX),
  videoBlock: mediaBoxForm(VIDEO_BLOCK),
  audioBox: mediaBoxForm(AUDIO_BOX),
  inlineVideo: attributeForm(inlineVideoView),
  inlineAudio: attributeForm(inlineAudioView),
};
