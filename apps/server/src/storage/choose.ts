// The object storage the server runs with: an S3-compatible service when S3_ENDPOINT, S3_BUCKET,
// S3_ACCESS_KEY and S3_SECRET_KEY are all set, else local disk under DATA_DIR/objects.
import { join } from "node:path";
import type { Config } from "../config.ts";
import type { StorageDriver } from "./driver.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";

export function chooseStorage(config: Config): StorageDriver {
  const { endpoint, bucket, accessKey, secretKey, region } = config.s3;
  if (endpoint && bucket && accessKey && secretKey) {
    return createS3Storage({ endpoint, bucket, accessKey, secretKey, region });
  }
  // Half a configuration is a mistake: files silently landing on local disk would be lost later.
  if (endpoint || bucket || accessKey || secretKey) {
    throw new Error("S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY");
  }
  return createLocalStorage(join(config.dataDir, "objects"));
}
