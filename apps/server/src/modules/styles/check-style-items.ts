// What a client sends as a book's look, checked all or nothing (issue 6: never half-applied): the
// setter rules of content §5 per value (applyStyleItems), unknown keys ignored and logged (content
// §8), and the image of every IMAGE item an uploaded image of the book. Any refusal answers
// err.validate.failed naming each key with its reason; nothing is saved.
import { applyStyleItems, STYLE_CALL_TEXTS, type StyleItem, type StyleItemInput } from "@textbook/shared";
import type { Db } from "../../db/client.ts";
import { errors } from "../../http/errors.ts";
import { notBookImages } from "./book-images.ts";

export type StyleLog = (message: string) => void;

export async function checkStyleItems(
  db: Db,
  bookOid: string,
  inputs: readonly StyleItemInput[],
  log: StyleLog,
): Promise<StyleItem[]> {
  const { items, refused } = applyStyleItems(inputs, log);
  const problems: Record<string, string> = Object.fromEntries(
    refused.map(({ itemKey, problem }) => [itemKey, problem]),
  );
  const pictured = items.filter((item) => item.attachmentOid !== "");
  const foreign = await notBookImages(
    db,
    bookOid,
    pictured.map((item) => item.attachmentOid),
  );
  for (const item of pictured) {
    if (foreign.has(item.attachmentOid)) problems[item.itemKey] = STYLE_CALL_TEXTS.notImage;
  }
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
  return items;
}
