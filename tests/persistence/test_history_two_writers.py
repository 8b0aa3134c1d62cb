"""history.json has a lock of its own (issue 27): two processes writing it through the
API at once, with no app holding the saves folder, keep every entry of both."""
import multiprocessing

from cinetable.persistence.history import add_game, load_history, set_accuracy

PER_WRITER = 150


def entry(writer: int, i: int) -> dict:
    return {"id": f"w{writer}-{i}", "game": "poker", "players": 2, "options": {},
            "finished": "2026-01-01T10:00:00+00:00",
            "seats": [{"name": "Ann", "kind": "human", "level": None, "score": i, "won": True},
                      {"name": "Bo", "kind": "bot", "level": "normal", "score": 0,
                       "won": False}]}


def add_many(path: str, writer: int, start) -> None:
    start.wait(60)                    # both writers go at the same moment
    for i in range(PER_WRITER):
        add_game(entry(writer, i), path)
        if i % 10 == 0:               # the other writer of entries: the review's accuracy
            set_accuracy(f"w{writer}-{i}", {0: 0.5}, path)


def test_two_processes_adding_150_games_each_keep_all_300(tmp_path):
    path = tmp_path / "history.json"
    ctx = multiprocessing.get_context("spawn")       # real processes, nothing shared
    start = ctx.Event()
    writers = [ctx.Process(target=add_many, args=(str(path), w, start)) for w in (1, 2)]
    for p in writers:
        p.start()
    start.set()
    for p in writers:
        p.join(240)
    assert [p.exitcode for p in writers] == [0, 0]
    entries = load_history(path).entries
    assert len(entries) == 2 * PER_WRITER
    assert {e["id"] for e in entries} == {f"w{w}-{i}" for w in (1, 2) for i in range(PER_WRITER)}
    marked = [e["id"] for e in entries if "accuracy" in e["seats"][0]]
    assert len(marked) == 2 * len(range(0, PER_WRITER, 10))


def test_a_history_replaced_by_a_writer_while_read_as_damaged_is_not_set_aside(
        tmp_path, monkeypatch):
    """A reader found the file damaged; before it set the file aside, another process
    wrote a good history there: that one is read, not renamed away."""
    import json
    import os

    from cinetable.persistence import history
    path = tmp_path / "history.json"
    path.write_text("[1, 2")                         # damaged
    good = tmp_path / "good.json"
    add_game(entry(1, 0), good)
    real = json.loads
    calls = []

    def parse_then_a_writer_finishes(text, **kw):
        calls.append(1)
        if len(calls) == 1:
            os.replace(good, path)                   # the other writer's atomic rename
        return real(text, **kw)
    monkeypatch.setattr(history.json, "loads", parse_then_a_writer_finishes)
    loaded = load_history(path)
    assert [e["id"] for e in loaded.entries] == ["w1-0"] and loaded.problem == ""
    assert not [p for p in os.listdir(tmp_path) if ".damaged-" in p]
