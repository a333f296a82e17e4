// The 账号 tab's text box: one phone number per line (pasted from a spreadsheet column too), each
// line checked by the shared phone rule, blank lines skipped, repeats kept once.
import { formatMessage, PUSH_MAX_TARGETS, PUSH_TEXTS, rules } from "@textbook/shared";

export interface PhoneLines {
  phones: string[];
  /** One message per bad line, naming the line (第 3 行：手机号格式错误). */
  errors: string[];
}

export function readPhoneLines(text: string): PhoneLines {
  const phones: string[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const problem = rules.phoneNumber(line);
    if (problem)
      errors.push(formatMessage(PUSH_TEXTS.phoneLineInvalid, { line: index + 1, message: problem }));
    else if (!phones.includes(line)) phones.push(line);
  });
  if (phones.length > PUSH_MAX_TARGETS) {
    errors.push(formatMessage(PUSH_TEXTS.phonesTooMany, { n: PUSH_MAX_TARGETS }));
  }
  return { phones, errors };
}
