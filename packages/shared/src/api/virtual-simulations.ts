// Virtual simulation calls (shell §7 Files > Content: POST, PUT .../virtual-simulations, and the
// list a link dialog picks from): what a VIRTUAL link or a link box opens (content §3.13).
import { z } from "zod";
import { zOid, zRequiredText } from "../validation/zod.ts";
import { filePathSchema } from "./book-workspace.ts";
import { FILE_CALL_PATH } from "./content.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import { zHttpUrl } from "./readings.ts";

/** How the simulation's screen is held; the spec names the field only, these are our values. */
export const SCREEN_TYPES = ["LANDSCAPE", "PORTRAIT"] as const;
/** Which devices the simulation runs on. */
export const DEVICE_TYPES = ["PC", "MOBILE", "ALL"] as const;

export const virtualSimulationBodySchema = z.object({
  name: zRequiredText(255),
  url: zHttpUrl,
  screenType: z.enum(SCREEN_TYPES),
  deviceType: z.enum(DEVICE_TYPES),
  /** Y: the reader's identity travels to the simulation with the address. */
  isReaderInfoCarried: z.enum(["Y", "N"]).default("N"),
});
export type VirtualSimulationBody = z.infer<typeof virtualSimulationBodySchema>;

export const updateVirtualSimulationBodySchema = virtualSimulationBodySchema.extend({ oid: zOid });
export type UpdateVirtualSimulationBody = z.infer<typeof updateVirtualSimulationBodySchema>;

export const virtualSimulationSchema = z.object({
  oid: z.string(),
  fileOid: z.string(),
  name: z.string(),
  url: z.string(),
  screenType: z.enum(SCREEN_TYPES),
  deviceType: z.enum(DEVICE_TYPES),
  isReaderInfoCarried: z.enum(["Y", "N"]),
  updatedAt: z.string(),
});
export type VirtualSimulation = z.infer<typeof virtualSimulationSchema>;

const simulations = `${FILE_CALL_PATH}/virtual-simulations`;

export const virtualSimulationCalls = defineCalls("virtual-simulations", {
  list: {
    method: "GET",
    path: simulations,
    summary: "The file's virtual simulations (the link dialog picks from them)",
    params: filePathSchema,
    data: listSchema(virtualSimulationSchema),
  },
  create: {
    method: "POST",
    path: simulations,
    summary: "A new virtual simulation of the file",
    params: filePathSchema,
    body: virtualSimulationBodySchema,
    data: virtualSimulationSchema,
  },
  update: {
    method: "PUT",
    path: simulations,
    summary: "Change a virtual simulation of the file (the body names it by oid)",
    params: filePathSchema,
    body: updateVirtualSimulationBodySchema,
    data: virtualSimulationSchema,
  },
});
