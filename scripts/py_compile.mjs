// Compiles Python sources to bytecode with the vendored Pyodide, for scripts/build_site.py.
//
//   node scripts/py_compile.mjs node_modules/pyodide/ [optimize] < sources.json > compiled.json
//
// stdin: {"uttt/board.py": "<source>", ...}; stdout: {"cache_tag": "cpython-314",
// "files": {"uttt/board.py": "<base64 .pyc>", ...}}. Pyodide has no bytecode cache: every
// import compiles its source, in WebAssembly, at each page load. Compiling here, with the
// very interpreter the page runs, gives .pyc files it can load instead (what
// `pyodide py-compile` does for wheels). They are unchecked-hash pycs: no timestamps, so
// the same sources give the same bytes, and the shipped files never change under them.
// `optimize` is compile()'s (default 0; 2 drops docstrings and asserts, as `python -OO`).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, optimize = "0"] = process.argv.slice(2);
if (!pyodideDir) {
  process.stderr.write("usage: node py_compile.mjs <pyodide dir> < sources.json\n");
  process.exit(2);
}
const indexURL = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);

const pyodide = await loadPyodide({ indexURL });
pyodide.globals.set("OPTIMIZE", Number(optimize));
pyodide.globals.set("SOURCES", Buffer.concat(chunks).toString("utf8"));
const compiled = pyodide.runPython(`
import base64, importlib.util, json, sys
from importlib._bootstrap_external import _code_to_hash_pyc

def _pyc(path, source):
    data = source.encode("utf-8")
    code = compile(data, path, "exec", dont_inherit=True, optimize=OPTIMIZE)
    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    return base64.b64encode(bytes(pyc)).decode("ascii")

json.dumps({"cache_tag": sys.implementation.cache_tag,
            "files": {path: _pyc(path, source) for path, source in json.loads(SOURCES).items()}})
`);
process.stdout.write(compiled);
