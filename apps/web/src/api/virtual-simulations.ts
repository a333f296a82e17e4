// Virtual simulation calls (shell §7 Files > Content): the file's simulations a VIRTUAL link opens.
import {
  type FilePath,
  type UpdateVirtualSimulationBody,
  type VirtualSimulation,
  type VirtualSimulationBody,
  virtualSimulationCalls,
} from "@textbook/shared";
import type { ItemList } from "./book-detail.ts";
import { call } from "./call.ts";

export function fetchVirtualSimulations(path: FilePath): Promise<ItemList<VirtualSimulation>> {
  return call(virtualSimulationCalls.list, { params: path });
}

/** Creating and updating: the caller shows failures (the link panel says why it could not save). */
export function createVirtualSimulation(
  path: FilePath,
  body: VirtualSimulationBody,
): Promise<VirtualSimulation> {
  return call(virtualSimulationCalls.create, { params: path, body, bypassError: true });
}

export function updateVirtualSimulation(
  path: FilePath,
  body: UpdateVirtualSimulationBody,
): Promise<VirtualSimulation> {
  return call(virtualSimulationCalls.update, { params: path, body, bypassError: true });
}
