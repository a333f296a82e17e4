// Virtual simulation calls (shell §7 Files > Content): the file's simulations a VIRTUAL link opens.
import type {
  FilePath,
  UpdateVirtualSimulationBody,
  VirtualSimulation,
  VirtualSimulationBody,
} from "@textbook/shared";
import type { ItemList } from "./book-detail.ts";
import { request } from "./client.ts";
import { filePath } from "./file-path.ts";

const simulations = (path: FilePath) => `${filePath(path)}/virtual-simulations`;

export function fetchVirtualSimulations(path: FilePath): Promise<ItemList<VirtualSimulation>> {
  return request<ItemList<VirtualSimulation>>(simulations(path));
}

/** Creating and updating: the caller shows failures (the link panel says why it could not save). */
export function createVirtualSimulation(
  path: FilePath,
  body: VirtualSimulationBody,
): Promise<VirtualSimulation> {
  return request<VirtualSimulation>(simulations(path), { method: "POST", body, bypassError: true });
}

export function updateVirtualSimulation(
  path: FilePath,
  body: UpdateVirtualSimulationBody,
): Promise<VirtualSimulation> {
  return request<VirtualSimulation>(simulations(path), { method: "PUT", body, bypassError: true });
}
