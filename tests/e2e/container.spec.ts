import { execFileSync, spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, stopProcess } from "./support/server";

// This machine cannot pull base images, so the image is not built here. This runs what the
// Dockerfile's runtime stage runs: its COPY list from a clean copy of the build output (runtime
// packages only, no build cache), its ENV, its CMD in that folder, and its HEALTHCHECK command.
const ROOT = process.cwd();

function runtimeStage() {
  const text = readFileSync(path.join(ROOT, "Dockerfile"), "utf8").replace(/\\\n\s*/g, " ");
  const lines = text
    .slice(text.indexOf("AS runtime"))
    .split("\n")
    .map((line) => line.trim());
  const copies = lines
    .filter((line) => line.startsWith("COPY --from=build"))
    .map((line) => {
      const parts = line.split(/\s+/).filter((part) => !part.startsWith("--") && part !== "COPY");
      return { sources: parts.slice(0, -1).map((source) => source.replace(/^\/app\//, "")), dest: parts.at(-1)! };
    });
  const env = Object.fromEntries(
    lines
      .filter((line) => line.startsWith("ENV "))
      .flatMap((line) =>
        line
          .slice(4)
          .split(/\s+/)
          .map((pair) => pair.split("=") as [string, string]),
      ),
  );
  const cmd = JSON.parse(lines.find((line) => line.startsWith("CMD "))!.slice(4)) as string[];
  const healthcheck = /HEALTHCHECK .* CMD (.*)$/.exec(lines.find((line) => line.startsWith("HEALTHCHECK"))!)![1];
  return { copies, env, cmd, healthcheck };
}

/** The image's /app: what the runtime stage copies from the build stage (which pruned dev packages). */
function cleanCopy(copies: { sources: string[]; dest: string }[]) {
  const app = mkdtempSync(path.join(tmpdir(), "atende-image-"));
  for (const { sources, dest } of copies) {
    for (const source of sources) {
      const target = dest.endsWith("/") ? path.join(app, dest, path.basename(source)) : path.join(app, dest);
      mkdirSync(path.dirname(target), { recursive: true });
      if (source === "node_modules") {
        // Hard links: fast, and npm prune only removes them; its lock file is copied for real.
        // Where the temporary folder is on another file system, a plain copy.
        try {
          execFileSync("cp", ["-al", path.join(ROOT, source), target], { stdio: "ignore" });
        } catch {
          rmSync(target, { recursive: true, force: true });
          execFileSync("cp", ["-a", path.join(ROOT, source), target]);
        }
        rmSync(path.join(target, ".package-lock.json"));
        cpSync(path.join(ROOT, source, ".package-lock.json"), path.join(target, ".package-lock.json"));
      } else {
        cpSync(path.join(ROOT, source), target, {
          recursive: true,
          filter: (file) => !file.startsWith(path.join(ROOT, ".next", "cache")),
        });
      }
    }
  }
  const prune = spawnSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund", "--offline"], {
    cwd: app,
    encoding: "utf8",
  });
  expect(prune.status, prune.stderr).toBe(0);
  return app;
}

test("the image's start command serves the app from a clean copy of the build output, healthy and ready", async () => {
  test.setTimeout(300_000);
  const stage = runtimeStage();
  expect(stage.cmd).toEqual(["node", "--enable-source-maps", ".next/atende-server.cjs"]);
  const app = cleanCopy(stage.copies);
  const dataDir = mkdtempSync(path.join(tmpdir(), "atende-image-data-"));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: dataDir,
    NODE_ENV: "production" as const,
    ...stage.env,
    DATA_DIR: dataDir,
    PORT: String(port),
  };
  const server = spawn(stage.cmd[0], stage.cmd.slice(1), { cwd: app, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  try {
    await expect.poll(() => output, { timeout: 120_000, message: output }).toContain("Ready on http");
    // Dev packages are gone from the copy, so the server does not lean on them.
    expect(() => execFileSync("node", ["-e", "require.resolve('jest')"], { cwd: app, stdio: "ignore" })).toThrow();

    const health = spawnSync("sh", ["-c", stage.healthcheck], { env, encoding: "utf8" });
    expect(health.status).toBe(0);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    expect(await ready.json()).toEqual({ status: "ready" });
    const login = await fetch(`http://127.0.0.1:${port}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain("<form");
  } finally {
    await stopProcess(server);
    rmSync(app, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  expect(server.exitCode).toBe(0);
});
