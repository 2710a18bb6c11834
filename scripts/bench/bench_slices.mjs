// Master's search slices in the page's own interpreter (the vendored Pyodide, run by Node),
// without a browser: how long its 8 ms slices really run, with managed and fixed time.
//
//   node scripts/bench/bench_slices.mjs [--games 2] [--seed 1] [--only managed|fixed]
//
// Master replies to random moves with the page's search object (MctsSearch: the level's
// budget, its slices, its freeing of dropped trees), one slice at a time as the page's
// worker runs it. For each budget it prints the moves' mean and longest time, the slices,
// the longest slice with its iterations, the slowest of Python's collections during a
// slice and the most live tree nodes; then the interpreter's memory (the wasm heap, which
// never shrinks: `--only` measures one budget's alone). A browser adds its own threads and
// processes on the same cores: bench_page.py measures the page, this the search alone.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "2" },
    seed: { type: "string", default: "1" },
    only: { type: "string", default: "" },
  },
});
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const indexURL = join(root, "node_modules", "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
pyodide.FS.mkdirTree("/repo/uttt");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: join(root, "uttt") }, "/repo/uttt");
pyodide.globals.set("GAMES", Number(values.games));
pyodide.globals.set("SEED", Number(values.seed));
pyodide.globals.set("ONLY", values.only);
pyodide.runPython(`
import gc, random, statistics, sys, time
import pyodide_js
sys.path.insert(0, "/repo")
from uttt.ai import levels
from uttt.ai.mcts import Budget, Searcher
from uttt.app.round.computer import SLICE_SECONDS
from uttt.app.variants.ultimate import MctsSearch
from uttt.board import Board

collections = []
started = [0.0]

def timed(phase, info):
    if phase == "start":
        started[0] = time.perf_counter()
    else:
        collections.append(time.perf_counter() - started[0])

def game(budget, seed):
    rng, board = random.Random(seed), Board()
    master = levels.LEVELS["master"]
    search = None
    moves, slices, nodes = [], [], 0
    while not board.is_game_over():
        move = rng.choice(board.legal_moves())
        board.push(move)
        if board.is_game_over():
            break
        if search is None:
            search = MctsSearch(Searcher(board, seed=seed, config=master.config, budget=budget))
        else:
            search.follow((move,))
        searcher = search.searcher
        while not search.is_done():
            iterations, before = searcher.iterations, len(collections)
            spent = search.run(SLICE_SECONDS)
            slices.append((spent, searcher.iterations - iterations,
                           max(collections[before:], default=0.0)))
        moves.append(searcher.seconds)
        nodes = max(nodes, searcher.nodes)
        reply = search.move()
        board.push(reply)
        if not board.is_game_over():
            search.follow((reply,))
    return moves, slices, nodes

def report(name, budget):
    moves, slices, nodes = [], [], 0
    for g in range(GAMES):
        m, s, n = game(budget, SEED + g)
        moves += m
        slices += s
        nodes = max(nodes, n)
    spent, iterations, _ = max(slices)
    usual = statistics.mean(n for _, n, _ in slices)
    print(f"{name}: {len(moves)} moves, mean {statistics.mean(moves) * 1000:.0f} ms, longest "
          f"{max(moves) * 1000:.0f} ms; {len(slices)} slices, longest {spent * 1000:.1f} ms "
          f"({iterations} iterations; a slice's mean {usual:.0f}); slowest collection in a "
          f"slice {max(c for _, _, c in slices) * 1000:.1f} ms; at most {nodes:,} live nodes")

gc.callbacks.append(timed)
print(f"Python {sys.version.split()[0]}, {GAMES} games from seed {SEED}, "
      f"{SLICE_SECONDS * 1000:.0f} ms slices")
budget = levels.LEVELS["master"].budget
if ONLY != "fixed":
    report("managed time", budget)
if ONLY != "managed":
    report("fixed time  ", Budget(seconds=budget.seconds))
print(f"the interpreter's memory (the wasm heap) at the end: "
      f"{pyodide_js._module.HEAPU8.length / 2**20:.0f} MiB")
`);
