// scripts/bench/tree_memory.py in the page's own interpreter (the vendored Pyodide, run by
// Node): what a node of Master's search tree costs in the browser's 32-bit Python.
//
//   node scripts/bench/tree_memory.mjs [--iterations 20000]
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const indexURL = join(root, "node_modules", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
for (const folder of ["uttt", "scripts"]) {
  pyodide.FS.mkdirTree(`/repo/${folder}`);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: join(root, folder) }, `/repo/${folder}`);
}
pyodide.globals.set("ARGS", process.argv.slice(2));
pyodide.runPython(`
import sys
sys.path[:0] = ["/repo", "/repo/scripts/bench"]
sys.argv = ["tree_memory.py", *ARGS.to_py()]
import tree_memory
tree_memory.main()
`);
