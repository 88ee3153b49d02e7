// The framework's ceiling for `npm run bench`: one Fastify route answering constant JSON, in its
// own process like the real server. Prints its port on stdout.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
console.log(typeof address === "object" && address ? address.port : 0);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
