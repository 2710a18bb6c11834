"""The tab merge (``uttt.app.storage.tab_merge``): one total order, the same in every tab, and
the property that matters: whatever the tabs do and however their writes cross, every
move made in any tab either survives or is announced as replaced, every tab ends on the
round storage holds, and the scores count that round's own result only."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import WIN
from tests.tabs import Tabs
from uttt.app.friends.book import FriendBook, play, start
from uttt.app.rating.elo import RatingBook
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SavedState, dump, load
from uttt.app.storage.tab_merge import (
    Save,
    first_rev,
    follow,
    kept,
    link_rank,
    merge_links,
    rank,
    read_rev,
    revised,
)
from uttt.app.variants import variant_of
from uttt.frozen import replace

ROUND = MatchRecord("a" * 16)
TABLE = "ultimate/two_players"


class TestOrder:
    def test_a_later_round_beats_more_edits(self) -> None:
        old = Save(replace(ROUND, moves=(40, 36, 4)), (0, 3))
        new = Save(MatchRecord("b" * 16), (1, 0))
        assert kept(old, new) == kept(new, old) == new

    def test_a_finished_round_beats_more_edits_of_one_that_goes_on(self) -> None:
        resigned = Save(replace(ROUND, moves=(40,), resigned_by="blue"), (0, 2))
        longer = Save(replace(ROUND, moves=(40, 36, 4)), (0, 3))
        assert kept(resigned, longer) == kept(longer, resigned) == resigned

    def test_a_take_back_beats_the_move_it_took_back(self) -> None:
        played = Save(replace(ROUND, moves=(40,)), (0, 1))
        undone = Save(ROUND, revised((0, 1), played.record, ROUND))
        assert kept(played, undone) == undone

    def test_two_different_saves_never_tie(self) -> None:
        a, b = Save(replace(ROUND, moves=(40,)), (0, 1)), Save(replace(ROUND, moves=(36,)), (0, 1))
        assert rank(a) != rank(b) and kept(a, b) == kept(b, a)


class TestRevision:
    def test_saved_and_read_back(self) -> None:
        state = SavedState(match=replace(ROUND, moves=(40,)), rev=(4, 9))
        assert load(dump(state)).state.rev == (4, 9)

    def test_an_older_save_counts_its_round_changes(self) -> None:
        text = dump(SavedState(match=replace(ROUND, moves=(40, 36)))).replace(',"rev":[0,0]', "")
        assert '"rev"' not in text and load(text).state.rev == (0, 2) == first_rev(
            load(text).state.match)

    def test_a_bad_revision_is_not_trusted(self) -> None:
        for raw in ([1], [1, True], [1, -2], "1,2", [1, 2**60]):
            assert read_rev(raw, None) == (0, 0)


class TestFollow:
    def test_a_round_that_goes_on_counts_for_nobody(self) -> None:
        book = ScoreBook().record(ROUND.round_id, TABLE, "red")
        scores, _ = follow(book, RatingBook(), replace(ROUND, moves=(40,)))
        assert scores.tally(TABLE).total == 0

    def test_a_finished_round_counts_its_own_result_once(self) -> None:
        book = ScoreBook().record(ROUND.round_id, TABLE, "red")
        resigned = replace(ROUND, resigned_by="red")  # Blue won, not Red
        scores, _ = follow(book, RatingBook(), resigned)
        assert scores.tally(TABLE) == follow(scores, RatingBook(), resigned)[0].tally(TABLE)
        assert (scores.tally(TABLE).red, scores.tally(TABLE).blue) == (0, 1)

    def test_the_rating_follows_too(self) -> None:
        computer = replace(ROUND, mode="computer", moves=(40,))
        _, rating = follow(ScoreBook(), RatingBook(), replace(computer, resigned_by="red"))
        assert rating.games == 1
        _, rating = follow(ScoreBook(), rating, computer)
        assert rating.games == 0


class TestLinks:
    def test_the_merge_is_the_same_whichever_tab_is_whose(self) -> None:
        book, game = start(FriendBook(), "ultimate", "Qk3xZ09a")
        a, _ = play(book, game.key, 40)
        b, _ = play(book, game.key, 36)
        assert merge_links(a, b) == merge_links(b, a)
        kept_game = merge_links(a, b).games[game.key]
        assert link_rank(kept_game) == max(link_rank(a.games[game.key]),
                                           link_rank(b.games[game.key]))

    def test_a_copy_whose_link_was_sent_is_kept(self) -> None:
        book, game = start(FriendBook(), "ultimate", "Qk3xZ09a")
        a, _ = play(book, game.key, 40)
        a = replace(a, games={game.key: replace(a.games[game.key], shared=1)})
        b, _ = play(replace(book, counter=50), game.key, 36)  # a later change, not sent
        assert merge_links(b, a).games[game.key].moves == (40,)


# -- the property --------------------------------------------------------------------

STEPS = st.lists(st.tuples(st.sampled_from(["play", "play", "play", "deliver", "hold",
                                            "release", "undo", "resign", "again", "switch"]),
                           st.integers(0, 2), st.integers(0, 80)), max_size=40)


def abandoned(history: list[str], last: MatchRecord) -> dict[str, tuple[int, ...]]:
    """Each round the kept rounds replaced, as the tab that replaced it saw it (every save
    of a round says the same: the one its first tab started it from)."""
    lefts: dict[str, MatchRecord] = {}
    for text in history:
        state = load(text).state
        if state.match is not None:
            ids = (state.match.round_id, *(r.round_id for r in state.left))
            lefts.update(zip(ids, state.left, strict=False))
    seen: dict[str, tuple[int, ...]] = {}
    round_id = last.round_id
    while round_id in lefts and lefts[round_id].round_id not in seen:
        left = lefts[round_id]
        round_id, seen[left.round_id] = left.round_id, left.moves
    return seen


@settings(max_examples=80, deadline=None)
@given(STEPS, st.sampled_from([(), tuple(WIN[:-3])]))
def test_every_move_survives_or_is_announced(steps: list[tuple[str, int, int]],
                                             opening: tuple[int, ...]) -> None:
    """Moves, take-backs, resignations, new rounds (play again, a new mode) in any tab,
    with writes crossing: every move either is in the round it was made in as that round
    was kept (the current one, or one a new round replaced after seeing it) or was
    announced; every round any tab finished counts once, and no other."""
    tabs = Tabs(3, dump(SavedState(match=replace(ROUND, moves=opening))))
    made: list[tuple[int, str, int, int]] = []  # (tab, round, ply, move)
    fresh = iter(f"{n:016x}" for n in range(100, 1000))
    for op, tab, pick in steps:
        if op == "hold":
            tabs.storage.hold()
        elif op == "release":
            tabs.storage.held = False
        elif op == "deliver":
            if tabs.storage.queues[tab]:
                tabs.deliver(tab)
        elif op == "undo":  # the move shown taken back on purpose: no longer one to keep
            shown = tabs.runners[tab].app.match()
            if shown.can_undo():
                back = (tabs.runners[tab].app.round.record.round_id, len(shown.moves) - 1,
                        shown.moves[-1])
                made = [entry for entry in made if entry[1:] != back]
            tabs.time += 1.0
            tabs.click(tab, "undo")
        elif op == "resign":
            tabs.time += 5.0
            tabs.click(tab, "resign")
            tabs.click(tab, "resign")  # the second press confirms
        elif op == "again":
            tabs.click(tab, "play_again", next(fresh))
        elif op == "switch":
            tabs.switch(tab, next(fresh))
        else:
            record = tabs.runners[tab].app.round.record
            match = tabs.runners[tab].app.match()
            legal = match.legal_moves()
            if legal and not match.is_over():
                ply = len(match.moves)
                win = WIN[ply] if opening and ply < len(WIN) else None
                move = win if win in legal and pick < 30 else legal[pick % len(legal)]
                tabs.time += 1.0  # past the input lock
                tabs.play(tab, move)
                if tabs.runners[tab].app.round.record.moves[ply:ply + 1] == (move,):
                    made.append((tab, record.round_id, ply, move))
    tabs.settle()
    final = load(tabs.storage.texts["save"]).state
    assert final.match is not None
    for runner in tabs.runners:
        assert runner.app.round.record == final.match
    kept_rounds = {final.match.round_id: final.match.moves,
                   **abandoned(tabs.storage.history, final.match)}
    for tab, round_id, ply, move in made:
        survives = kept_rounds.get(round_id, ())[ply:ply + 1] == (move,)
        name = variant_of("ultimate").move_name(move)
        assert survives or name in tabs.edge(tab).not_kept(), (tab, round_id, ply, name)
    counted = {entry.round_id for entry in final.scores.recent}
    assert counted == tabs.storage.ended  # a round finished in any tab counts, once
    assert len(final.scores.recent) == len(counted)
    for runner in tabs.runners:
        assert runner.app.round.scores.recent == final.scores.recent
