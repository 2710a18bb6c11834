// The search-identity fingerprints (tests/ai/test_search_identity.py) in the page's own
// interpreter: the vendored Pyodide, run by Node. Prints each case's fingerprint as a line
// of RECORDED_314 and whether it matches the recorded one; exits 1 if any does not.
//
//   node scripts/check/fingerprints.mjs
//
// The test module runs as it is, with a stand-in for pytest (which Pyodide does not ship):
// its fixture's pinned evaluation is installed here by hand.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const indexURL = join(root, "node_modules", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
for (const folder of ["uttt", "tests", "scripts"]) {
  pyodide.FS.mkdirTree(`/repo/${folder}`);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: join(root, folder) }, `/repo/${folder}`);
}
const mismatches = pyodide.runPython(`
import importlib.util, sys, types
sys.path[:0] = ["/repo", "/repo/tests/ai"]

class Marks:
    def __getattr__(self, name):
        return lambda *args, **kwargs: (lambda function: function)

stand_in = types.ModuleType("pytest")
stand_in.fixture = lambda *args, **kwargs: args[0] if args and callable(args[0]) else (lambda f: f)
stand_in.mark = Marks()
sys.modules["pytest"] = stand_in

spec = importlib.util.spec_from_file_location("fit", "/repo/scripts/fit/fit_evaluation.py")
fit = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fit)
import test_search_identity as identity
from uttt.ai import evaluate, evaluation_file

evaluate.install(*fit.random_tables(), evaluation_file.in_every_phase(identity.PINNED_WEIGHTS))
found = {case: identity.fingerprint(identity.grown(*settings).root)
         for case, settings in identity.CASES.items()}
found |= {case: identity.fingerprint(identity.advanced(config).root)
          for case, config in identity.ADVANCED.items()}
print(f"Python {sys.version.split()[0]}")
mismatches = 0
for case, value in found.items():
    same = identity.RECORDED_314.get(case) == value
    mismatches += not same
    print(f'    "{case}": "{value}",' + ("" if same else "  # differs from RECORDED_314"))
mismatches
`);
process.exit(mismatches ? 1 : 0);
