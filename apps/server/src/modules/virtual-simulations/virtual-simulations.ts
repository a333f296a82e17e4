// The virtual simulations of a file (content §3.13 VIRTUAL targets): the list a link dialog picks
// from (read right), and POST / PUT .../virtual-simulations (the right to edit the file's content;
// a committed chapter refuses).
import type {
  FileAddress,
  UpdateVirtualSimulationBody,
  VirtualSimulation,
  VirtualSimulationBody,
} from "@textbook/shared";
import { and, asc, eq } from "drizzle-orm";
import { virtualSimulations } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import type { AuthContext } from "../../http/auth.ts";
import { errors } from "../../http/errors.ts";
import { requireEditable } from "../content/edit-block.ts";
import { openFile } from "../content/open-file.ts";
import { presentVirtualSimulation } from "./presenter.ts";

type SimulationDeps = Pick<Deps, "db" | "clock">;

function columns(body: VirtualSimulationBody) {
  return {
    name: body.name,
    url: body.url,
    screenType: body.screenType,
    deviceType: body.deviceType,
    settings: { isReaderInfoCarried: body.isReaderInfoCarried },
  };
}

export async function listVirtualSimulations(
  deps: SimulationDeps,
  auth: AuthContext,
  address: FileAddress,
): Promise<{ items: VirtualSimulation[]; total: number }> {
  const opened = await openFile(deps.db, auth, address);
  const rows = await deps.db
    .select()
    .from(virtualSimulations)
    .where(eq(virtualSimulations.fileOid, opened.file.oid))
    .orderBy(asc(virtualSimulations.createdAt), asc(virtualSimulations.oid));
  return { items: rows.map(presentVirtualSimulation), total: rows.length };
}

export async function createVirtualSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  address: FileAddress,
  body: VirtualSimulationBody,
): Promise<VirtualSimulation> {
  const opened = await openFile(deps.db, auth, address);
  requireEditable(opened);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(virtualSimulations)
    .values({
      ...columns(body),
      fileOid: opened.file.oid,
      authorOid: auth.user.oid,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw errors.internal();
  return presentVirtualSimulation(row);
}

export async function updateVirtualSimulation(
  deps: SimulationDeps,
  auth: AuthContext,
  address: FileAddress,
  body: UpdateVirtualSimulationBody,
): Promise<VirtualSimulation> {
  const opened = await openFile(deps.db, auth, address);
  requireEditable(opened);
  const [row] = await deps.db
    .update(virtualSimulations)
    .set({ ...columns(body), updatedAt: deps.clock.now() })
    .where(and(eq(virtualSimulations.oid, body.oid), eq(virtualSimulations.fileOid, opened.file.oid)))
    .returning();
  if (!row) throw errors.notFound();
  return presentVirtualSimulation(row);
}
