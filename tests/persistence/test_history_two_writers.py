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
