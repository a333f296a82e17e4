import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { chooseStorage } from "./choose.ts";

const S3_ENV = {
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_BUCKET: "textbook",
  S3_ACCESS_KEY: "key",
  S3_SECRET_KEY: "secret",
};

describe("chooseStorage", () => {
  it("uses local disk unless S3 is configured", () => {
    expect(chooseStorage(loadConfig({ DATA_DIR: "/tmp/textbook-data" })).kind).toBe("local");
  });

  it("uses S3 when endpoint, bucket and both keys are set, reporting the bucket", () => {
    const storage = chooseStorage(loadConfig({ ...S3_ENV, S3_REGION: "cn-north-1" }));
    expect(storage.kind).toBe("s3");
    expect(storage.bucketName).toBe("textbook");
  });

  it("refuses half an S3 configuration instead of silently storing on local disk", () => {
    expect(() =>
      chooseStorage(loadConfig({ S3_ENDPOINT: S3_ENV.S3_ENDPOINT, S3_BUCKET: "textbook" })),
    ).toThrow(/S3_ACCESS_KEY/);
  });
});
