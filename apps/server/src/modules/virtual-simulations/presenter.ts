// What leaves the server of a virtual simulation row. The table keeps the reader-info flag in its
// jsonb settings; rows always have a url, since the calls require one.
import type { VirtualSimulation } from "@textbook/shared";
import type { virtualSimulations } from "../../db/schema/index.ts";

type VirtualSimulationRow = typeof virtualSimulations.$inferSelect;

export function presentVirtualSimulation(row: VirtualSimulationRow): VirtualSimulation {
  return {
    oid: row.oid,
    fileOid: row.fileOid,
    name: row.name,
    url: row.url ?? "",
    screenType: row.screenType as VirtualSimulation["screenType"],
    deviceType: row.deviceType as VirtualSimulation["deviceType"],
    isReaderInfoCarried: row.settings.isReaderInfoCarried === "Y" ? "Y" : "N",
    updatedAt: row.updatedAt.toISOString(),
  };
}
