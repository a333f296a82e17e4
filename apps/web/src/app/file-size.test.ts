import { expect, test } from "vitest";
import { formatFileSize } from "./file-size.ts";

test("sizes show in MB with one decimal, small files as at least 0.1MB", () => {
  expect(formatFileSize(1)).toBe("0.1MB");
  expect(formatFileSize(80 * 1024)).toBe("0.1MB");
  expect(formatFileSize(1024 * 1024)).toBe("1.0MB");
  expect(formatFileSize(2.26 * 1024 * 1024)).toBe("2.3MB");
  expect(formatFileSize(500 * 1024 * 1024)).toBe("500.0MB");
});
