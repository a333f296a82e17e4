// The baseline: a bare Fastify route answering an envelope, run as its own process like the product.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/api/bare", async () => ({ errorCode: "0", errorMessage: "", errors: {}, data: { ok: true } }));
const address = await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`${address}\n`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
