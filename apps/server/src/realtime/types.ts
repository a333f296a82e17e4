// The save namespace's socket.io types, from the shared event maps.
import type {
  ClientToServerEvents,
  LockHolder,
  SaveSocketData,
  ServerToClientEvents,
} from "@textbook/shared";
import type { Namespace, Server, Socket } from "socket.io";
import type { EditLockParty } from "../locks/lock-store.ts";

/** Between server instances (through the Redis adapter). */
export interface InterServerEvents {
  /** A writer on another instance answered `before-save-custom-style`. */
  "custom-style-answered": (answer: { socketId: string; saved: boolean }) => void;
}

export type SaveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SaveSocketData
>;
export type SaveNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SaveSocketData
>;
export type SaveServerSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SaveSocketData
>;

/**
 * Rooms: a file's viewers, a lock party's sockets (one tab, on any instance), a book's writers, a
 * session's sockets (all its tabs: a logout disconnects them).
 */
export const rooms = {
  session: (sessionOid: string) => `session:${sessionOid}`,
  file: (fileOid: string) => `file:${fileOid}`,
  party: (key: string) => `party:${key}`,
  writers: (bookOid: string) => `writers:${bookOid}`,
};

export function presentParty(party: EditLockParty): LockHolder {
  return { userOid: party.userOid, fullName: party.fullName };
}
