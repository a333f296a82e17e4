// Shell §6: whether the subject resource library may be used in a book. One pure function, so the
// server's check (inserting a resource) and the editor's menu (offering 从学科资源库选择) agree.
import type { OrgType } from "../dictionaries.ts";

export interface SubjectResourceFlags {
  /** The type of the organisation the book belongs to. */
  bookOrgType: OrgType;
  /** The book's own useSubjectResourceEnabled. */
  bookUseEnabled: boolean;
  /** The book's editorUseSubjectResourceEnabled (what enable/disable-editor-use-subject-resource set). */
  bookEditorUseEnabled: boolean;
  /** The user's flag: useSubjectResourceEnabled of the organisation the user works in. */
  userEnabled: boolean;
}

/**
 * The user's flag and the book's editor switch must both hold. A personal organisation's book has
 * no organisation granting the user's flag, so the book's own flag stands in for it.
 */
export function subjectResourcesUsable(flags: SubjectResourceFlags): boolean {
  const granted = flags.bookOrgType === "PERSONAL" ? flags.bookUseEnabled : flags.userEnabled;
  return granted && flags.bookEditorUseEnabled;
}
