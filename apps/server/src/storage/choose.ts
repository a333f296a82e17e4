// The object storage the server runs with: local disk under DATA_DIR unless S3_* is configured.
import { join } from "node:path";
import type { Config } from "../config.ts";
import type { StorageDriver } from "./driver.ts";
import { createLocalStorage } from "./local.ts";

export function chooseStorage(config: Config): StorageDriver {
  return createLocalStorage(join(config.dataDir, "objects"));
}
