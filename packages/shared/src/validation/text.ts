// Text helpers of shell §5: emoji detection and filtering, description punctuation.

const EMOJI =
  /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|[\u{1F1E6}-\u{1F1FF}]{2}/gu;

export function containsEmoji(text: string): boolean {
  EMOJI.lastIndex = 0;
  return EMOJI.test(text);
}

export function stripEmoji(text: string): string {
  return text.replace(EMOJI, "").replace(/\uFE0F|\u200D/g, "");
}

const ENDING_PUNCTUATION = /[。．.！!？?；;…]$/;

/** A description gets a full stop appended when it lacks ending punctuation. */
export function withFullStop(description: string): string {
  const text = description.trimEnd();
  if (text === "" || ENDING_PUNCTUATION.test(text)) return text;
  return `${text}。`;
}
