// The save bench's baseline: a bare socket.io server on its own process, answering every save with
// an acknowledgement at once (no auth, no validation, no database).
import { createServer } from "node:http";
import { SAVE_NAMESPACE, SAVE_SOCKET_PATH } from "@textbook/shared";
import { Server } from "socket.io";

const http = createServer();
const io = new Server(http, { path: SAVE_SOCKET_PATH, serveClient: false, maxHttpBufferSize: 16e6 });
io.of(SAVE_NAMESPACE).on("connection", (socket) => {
  let version = 1;
  socket.on("join-file", (_address, ack) => ack({ ok: true, data: { version, mode: "edit" } }));
  socket.on("save-content", (_save, ack) => {
    version++;
    ack({ ok: true, data: { version, duplicate: false } });
  });
});
http.listen(0, "127.0.0.1", () => {
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`http://127.0.0.1:${port}\n`);
});
process.on("SIGTERM", () => {
  io.close();
  process.exit(0);
});
