"""The benchmark scripts' own arithmetic: what they print is only as right as this."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load(path: str) -> ModuleType:
    name = Path(path).name
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        spec = importlib.util.spec_from_file_location(f"uttt_{name}_test",
                                                      ROOT / "scripts" / f"{path}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "scripts"))


def test_the_95th_percentile_is_the_nearest_rank() -> None:
    percentile = load("bench_page").percentile
    assert percentile([float(v) for v in range(1, 21)], 0.95) == 19.0
    assert percentile([float(v) for v in range(20, 0, -1)], 0.95) == 19.0  # any order
    assert percentile([5.0], 0.95) == 5.0
    assert percentile([1.0, 2.0], 0.5) == 1.0


def test_the_quantile_intervals_are_the_binomial_order_statistics() -> None:
    bench_page = load("bench_page")
    values = [float(v) for v in range(40, 0, -1)]  # any order
    assert bench_page.quantile_interval(values, 0.5) == (14.0, 27.0)  # the tables' ranks for 40
    low, high = bench_page.quantile_interval(values, 0.95)
    assert low == 35.0 and high is None  # 40 values bound the 95th percentile from below only
    assert bench_page.quantile_interval([], 0.5) == (None, None)
    assert "n 40" in bench_page.summary(values)


def test_the_median_shift_is_after_less_before_inside_its_interval() -> None:
    median_shift = load("bench_page").median_shift
    before, after = [10.0, 11.0, 12.0, 13.0, 14.0], [20.0, 21.0, 22.0, 23.0, 24.0]
    shift, low, high = median_shift(before, after)
    assert shift == 10.0 and low <= shift <= high
    assert median_shift(before, after) == (shift, low, high)  # a fixed seed


def test_the_throttle_is_10_mbit_down_and_100_ms_of_latency() -> None:
    bench_load = load("bench/bench_load")
    assert bench_load.THROTTLE["downloadThroughput"] == 1_250_000  # bytes a second
    assert bench_load.THROTTLE["latency"] == 100
    assert bench_load.THROTTLE_BITS == 10_000_000


def test_main_thread_is_the_flag_and_worker_is_gone() -> None:
    for name in ("bench/audit", "bench/bench_longtasks", "bench/bench_load", "bench_page"):
        text = (ROOT / "scripts" / f"{name}.py").read_text(encoding="utf-8")
        assert '"--main-thread"' in text, name
        assert '"--worker"' not in text, name
        assert "?worker=0" in text, name


def test_the_texts_bytes_are_the_archive_members_under_texts(tmp_path: Path) -> None:
    import gzip
    import zipfile

    archive = tmp_path / "uttt.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
        zipped.writestr("uttt/app/texts/i18n.pyc", b"a" * 1000)
        zipped.writestr("uttt/app/texts/locale/en/LC_MESSAGES/uttt.mo", b"b" * 500)
        zipped.writestr("uttt/board.pyc", b"c" * 4000)
    counted = load("bench/bench_texts").text_bytes(archive)
    assert counted["members"] == 2 and counted["bytes"] == 1500
    assert 0 < counted["stored"] < 1500 and counted["archive"] == archive.stat().st_size
    assert counted["gzipped"] == len(gzip.compress(b"a" * 1000 + b"b" * 500, 9, mtime=0))
