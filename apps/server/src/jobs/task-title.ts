// A task's title names what it works on (a chapter, a section, a book), and those names may each be
// as long as the title column: the title is cut to fit, so a long name cannot fail the submit.
import { TASK_TITLE_MAX_LENGTH } from "@textbook/shared";

export function fitTaskTitle(title: string): string {
  const characters = [...title];
  if (characters.length <= TASK_TITLE_MAX_LENGTH) return title;
  return `${characters.slice(0, TASK_TITLE_MAX_LENGTH - 1).join("")}…`;
}
