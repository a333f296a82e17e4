// A reading's resources as a reader opens them: web addresses as they are, uploaded files through
// their fresh signed links (media links; an item waits without an address until its link is known).
import { READING_TEXTS, type ReadingResource } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { mediaLinks } from "../../core/media-links/media-links.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { safeUrl } from "../../core/node-view/safe-url.ts";

export function resourceAddress(editor: Editor, resource: ReadingResource): string | null {
  if (resource.kind === "LINK") return safeUrl(resource.url);
  return mediaLinks(editor).url(resource.attachmentOid);
}

export function resourceList(editor: Editor, resources: ReadingResource[]): HTMLUListElement {
  return createElement(
    "ul",
    { class: "tb-reading-card__resources" },
    resources.map((resource) => {
      const href = resourceAddress(editor, resource);
      return createElement("li", {}, [
        createElement(
          "a",
          {
            "data-kind": resource.kind,
            ...(href ? { href, target: "_blank", rel: "noopener noreferrer" } : {}),
          },
          [
            createElement("span", { class: "tb-reading-kind" }, [READING_TEXTS.reading.kinds[resource.kind]]),
            resource.title,
          ],
        ),
      ]);
    }),
  );
}
