// A fill subject's blanks are numbered in reading order (content §3.3: 'fill N'); inserting,
// deleting or moving one renumbers the others in the same transaction.
import { Extension } from "@tiptap/core";
import { Plugin } from "@tiptap/pm/state";

export const BlankNumbering = Extension.create({
  name: "blankNumbering",
  addProseMirrorPlugins: () => [
    new Plugin({
      appendTransaction(transactions, _, state) {
        if (!transactions.some((transaction) => transaction.docChanged)) return null;
        const { tr } = state;
        let index = 0;
        state.doc.descendants((node, position) => {
          if (node.type.name !== "fillBlank") return true;
          index += 1;
          if (node.attrs.fillIndex !== index) tr.setNodeAttribute(position, "fillIndex", index);
          return false;
        });
        return tr.docChanged ? tr : null;
      },
    }),
  ],
});
