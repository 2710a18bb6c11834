// Compiles Python sources to bytecode with the vendored Pyodide, for scripts/build_site.py.
//
//   node scripts/build/py_compile.mjs node_modules/pyodide/ [optimize] [no-lines | body-lines]
//       [no-annotations] < sources.json > compiled.json
//
// stdin: {"uttt/board.py": "<source>", ...}; stdout: {"cache_tag": "cpython-314",
// "files": {"uttt/board.py": "<base64 .pyc>", ...}}. Pyodide has no bytecode cache: every
// import compiles its source, in WebAssembly, at each page load. Compiling here, with the
// very interpreter the page runs, gives .pyc files it can load instead (what
// `pyodide py-compile` does for wheels). They are unchecked-hash pycs: no timestamps, so
// the same sources give the same bytes, and the shipped files never change under them.
// `optimize` is compile()'s (default 0; 2 drops docstrings and asserts, as `python -OO`).
//
// Positions: the bytecode's location table maps each instruction to its line and columns.
// The columns only serve a traceback's ^^^ marks under a source line, and no source is
// shipped: compiled with `-X no_debug_ranges`, the table holds lines only (a quarter less
// of the game's archive). `no-lines` drops the lines too: every instruction then has no
// position (a traceback says "line None"), the table one byte per 8 instructions.
// `body-lines` drops them from module and class bodies only, which run once, at import:
// functions keep their lines (a traceback names the line of each function's frame).
// `no-annotations` compiles functions without their parameters' and return annotations,
// which only a type checker reads (a class's, which dataclasses read, stay).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, optimize = "0", ...flags] = process.argv.slice(2);
const FLAGS = ["no-lines", "body-lines", "no-annotations"];
const unknown = flags.filter((flag) => !FLAGS.includes(flag));
if (!pyodideDir || unknown.length || (flags.includes("no-lines") && flags.includes("body-lines"))) {
  process.stderr.write("usage: node py_compile.mjs <pyodide dir> [optimize] "
    + "[no-lines | body-lines] [no-annotations] < sources.json\n");
  process.exit(2);
}
const indexURL = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);

const pyodide = await loadPyodide({ indexURL, args: ["-X", "no_debug_ranges"] });
pyodide.globals.set("OPTIMIZE", Number(optimize));
pyodide.globals.set("LINES", flags.includes("no-lines") ? "none"
  : flags.includes("body-lines") ? "functions" : "all");
pyodide.globals.set("ANNOTATIONS", !flags.includes("no-annotations"));
pyodide.globals.set("SOURCES", Buffer.concat(chunks).toString("utf8"));
const compiled = pyodide.runPython(`
import ast, base64, importlib.util, json, sys
from importlib._bootstrap_external import _code_to_hash_pyc
from types import CodeType

def _without_function_annotations(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
            args = node.args
            for arg in (*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg):
                if arg is not None:
                    arg.annotation = None
    return tree

# A location table entry: 0x80 | code << 3 | (instructions - 1); code 15 is "no location"
NO_LOCATION = 0x80 | 15 << 3

CO_OPTIMIZED = 0x1  # a function's code; a module's and a class body's lack it

def _without_positions(code, keep_functions=False):
    if keep_functions and code.co_flags & CO_OPTIMIZED:
        return code
    units = len(code.co_code) // 2
    table = bytes(NO_LOCATION | (min(8, units - start) - 1) for start in range(0, units, 8))
    consts = tuple(_without_positions(c, keep_functions) if isinstance(c, CodeType) else c
                   for c in code.co_consts)
    return code.replace(co_linetable=table, co_consts=consts)

def _pyc(path, source):
    data = source.encode("utf-8")
    tree = data if ANNOTATIONS else _without_function_annotations(ast.parse(data, path))
    code = compile(tree, path, "exec", dont_inherit=True, optimize=OPTIMIZE)
    if LINES != "all":
        code = _without_positions(code, keep_functions=LINES == "functions")
    pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
    return base64.b64encode(bytes(pyc)).decode("ascii")

json.dumps({"cache_tag": sys.implementation.cache_tag,
            "files": {path: _pyc(path, source) for path, source in json.loads(SOURCES).items()}})
`);
process.stdout.write(compiled);
