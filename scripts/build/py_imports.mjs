// The standard library members a set of sources loads, computed by the vendored Pyodide
// (its Python parses its own standard library, whatever Python runs the build).
//
//   node scripts/build/py_imports.mjs node_modules/pyodide/ < sources.json > members.json
//
// stdin: {"sources": ["<source>", ...], "frozen": ["os", ...]};
// stdout: ["json/__init__.py", ...], from
// scripts/build/runtime_files.py's static_members over Pyodide's python_stdlib.zip.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir] = process.argv.slice(2);
if (!pyodideDir) {
  process.stderr.write("usage: node py_imports.mjs <pyodide dir> < sources.json\n");
  process.exit(2);
}
const indexURL = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const here = dirname(fileURLToPath(import.meta.url));

const pyodide = await loadPyodide({ indexURL });
pyodide.globals.set("SOURCES", Buffer.concat(chunks).toString("utf8"));
pyodide.globals.set("RUNTIME_FILES", readFileSync(join(here, "runtime_files.py"), "utf8"));
const members = pyodide.runPython(`
import json, sys, types
runtime_files = types.ModuleType("runtime_files")
runtime_files.__file__ = "/tmp/scripts/build/runtime_files.py"
sys.modules["runtime_files"] = runtime_files
exec(compile(RUNTIME_FILES, "runtime_files.py", "exec"), runtime_files.__dict__)
stdlib = next(p for p in sys.path if p.startswith("/lib/") and p.endswith(".zip"))
given = json.loads(SOURCES)
json.dumps(sorted(runtime_files.static_members(given["sources"], stdlib, given["frozen"])))
`);
process.stdout.write(members);
