"""Command line: ``python -m uttt perft DEPTH [--fen TEXT]``, ``python -m uttt bench``,
``python -m uttt ugi`` and the tools' own commands."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from uttt.board import Board
from uttt.fen import START, FenError
from uttt.tools import bench, classic_elo, tournament, ugi
from uttt.tools.perft import perft


def _cmd_perft(args: argparse.Namespace) -> int:
    try:
        board = Board.from_fen(args.fen, early_draw=args.early_draw)
    except FenError as error:
        print(f"perft: {error}", file=sys.stderr)
        return 2
    for depth in range(1, args.depth + 1):
        start = time.perf_counter()
        nodes = perft(board, depth)
        seconds = time.perf_counter() - start
        print(f"perft({depth}) = {nodes:>10}   {seconds:7.2f} s")
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    for figure in bench.run(args.scale):
        print(figure)
    if not args.engine_only:
        for figure in bench.run_ai(args.scale):
            print(figure)
    return 0


def _cmd_ugi(_args: argparse.Namespace) -> int:
    return ugi.main()


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="python -m uttt", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    perft_cmd = commands.add_parser("perft", help="count move sequences from a position")
    perft_cmd.add_argument("depth", type=int)
    perft_cmd.add_argument("--fen", default=START,
                           help="the position, in the engines' text format (docs/formats.md)")
    perft_cmd.add_argument("--early-draw", action="store_true",
                           help="end a game as soon as no big line is open (other engines "
                                "do not, so their published counts are without it)")
    perft_cmd.set_defaults(run=_cmd_perft)
    bench_cmd = commands.add_parser("bench", help="print engine speed figures")
    bench_cmd.add_argument("--scale", type=float, default=1.0, help="work multiplier")
    bench_cmd.add_argument("--engine-only", action="store_true", help="skip the AI figures")
    bench_cmd.set_defaults(run=_cmd_bench)
    ugi_cmd = commands.add_parser("ugi", help="play as an engine speaking UGI on stdin/stdout")
    ugi_cmd.set_defaults(run=_cmd_ugi)
    tournament.add_command(commands)
    classic_elo.add_command(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    status: int = args.run(args)
    return status
