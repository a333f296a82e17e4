// The proposal as the user edits it: titles changed, nodes removed. What is left becomes the
// import's tree; a chapter or section left empty by removals goes with them.
import type { WordImportTree, WordProposal } from "@textbook/shared";

export interface EditedNode {
  /** The parsed piece's id (a file's is what the import reads). */
  id: string;
  title: string;
  words: number;
  children: EditedNode[];
}

export function editableTree(proposal: WordProposal): EditedNode[] {
  return proposal.chapters.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    words: chapter.words,
    children: chapter.sections.map((section) => ({
      id: section.id,
      title: section.title,
      words: section.words,
      children: section.files.map((file) => ({
        id: file.id,
        title: file.title,
        words: file.words,
        children: [],
      })),
    })),
  }));
}

function mapTree(nodes: EditedNode[], change: (node: EditedNode) => EditedNode | null): EditedNode[] {
  return nodes.flatMap((node) => {
    const changed = change(node);
    return changed ? [{ ...changed, children: mapTree(changed.children, change) }] : [];
  });
}

export function renameNode(nodes: EditedNode[], id: string, title: string): EditedNode[] {
  return mapTree(nodes, (node) => (node.id === id ? { ...node, title } : node));
}

export function removeNode(nodes: EditedNode[], id: string): EditedNode[] {
  return mapTree(nodes, (node) => (node.id === id ? null : node));
}

/** The body's tree: empty titles fall back to the parsed ones, and empty branches are dropped. */
export function importTree(nodes: readonly EditedNode[], proposal: WordProposal): WordImportTree {
  const parsedTitles = new Map(
    editableTree(proposal).flatMap((chapter) => [
      [chapter.id, chapter.title] as const,
      ...chapter.children.flatMap((section) => [
        [section.id, section.title] as const,
        ...section.children.map((file) => [file.id, file.title] as const),
      ]),
    ]),
  );
  const title = (node: EditedNode) => node.title.trim() || (parsedTitles.get(node.id) ?? node.id);
  return nodes
    .map((chapter) => ({
      title: title(chapter),
      sections: chapter.children
        .map((section) => ({
          title: title(section),
          files: section.children.map((file) => ({ title: title(file), from: [file.id] })),
        }))
        .filter((section) => section.files.length > 0),
    }))
    .filter((chapter) => chapter.sections.length > 0);
}
