"""Save files: atomic writes, defensive loading, slots, listing, Continue, pruning."""
from __future__ import annotations

import errno
import json
import os

import pytest
from persistence_helpers import new_record, play, snapshot

from cinetable.persistence import atomic, saves
from cinetable.persistence.records import FORMAT_VERSION, replay
from cinetable.persistence.saves import (
    SaveError,
    delete_save,
    latest_save,
    list_saves,
    load_game_from,
    load_record,
    prune_autosaves,
    save_as,
    save_record,
    write_json_atomic,
)


def write(folder, name: str, data) -> os.PathLike:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def files(folder, pattern="*") -> list[str]:
    """The names in a saves folder but its write lock's (an empty file, kept and reused)."""
    from cinetable.persistence.folder_lock import WRITE_LOCK_NAME
    return sorted(p.name for p in folder.glob(pattern) if p.name != WRITE_LOCK_NAME)


def test_default_path_is_the_autosave_of_the_record_id(isolated_paths):
    record, _ = play(1, upto=30)
    path = save_record(record)
    assert path == isolated_paths / f"autosave-{record.id}.json"
    assert json.loads(path.read_text("utf-8"))["actions"] == record.actions
    assert files(isolated_paths, ".*") == []          # no temp file left behind


def test_saves_folder_is_created_only_when_writing(isolated_paths):
    assert list_saves() == [] and latest_save() is None
    assert not isolated_paths.exists()
    save_record(new_record())
    assert isolated_paths.is_dir()


# ---- defensive loading -------------------------------------------------------------------
def test_truncated_file_is_refused(isolated_paths):
    record, _ = play(2, upto=50)
    path = save_record(record)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(SaveError, match="damaged or incomplete"):
        load_record(path)


def test_bytes_that_are_not_utf8_are_refused(isolated_paths):
    path = write(isolated_paths, "x.json", b'{"game": "\xff\xfe hollywood"}')
    with pytest.raises(SaveError, match="not UTF-8"):
        load_record(path)


def test_a_json_array_at_top_level_is_refused(isolated_paths):
    path = write(isolated_paths, "x.json", json.dumps([new_record().to_dict()]))
    with pytest.raises(SaveError, match="expected a JSON object"):
        load_record(path)


def test_an_empty_file_is_refused(isolated_paths):
    with pytest.raises(SaveError, match="empty"):
        load_record(write(isolated_paths, "x.json", b""))


def test_a_missing_file_is_a_save_error(isolated_paths):
    with pytest.raises(SaveError, match="does not exist"):
        load_record(isolated_paths / "nope.json")


def test_a_6mb_file_is_refused_without_parsing(isolated_paths, monkeypatch):
    d = new_record().to_dict()
    d["padding"] = "x" * (6 * 1024 * 1024)
    path = write(isolated_paths, "big.json", json.dumps(d))

    def must_not_parse(*a, **k):
        raise AssertionError("a file over the cap was parsed")

    monkeypatch.setattr(json, "loads", must_not_parse)
    with pytest.raises(SaveError, match="too large"):
        load_record(path)


def test_a_file_just_under_the_cap_is_parsed(isolated_paths):
    d = new_record().to_dict()
    d["padding"] = "x" * (saves.MAX_SAVE_BYTES - 4096)   # unknown keys are ignored
    assert load_record(write(isolated_paths, "big.json", json.dumps(d))).id == d["id"]


def test_deep_nesting_is_refused(isolated_paths):
    d = new_record().to_dict()
    body = json.dumps(d)[:-1] + ', "deep": ' + "[" * 200_000 + "]" * 200_000 + "}"
    with pytest.raises(SaveError, match="nested too deeply|damaged"):
        load_record(write(isolated_paths, "deep.json", body))


@pytest.mark.parametrize("number", ["1" + "0" * 5000, "1e999", "NaN", "-Infinity"])
def test_huge_numbers_and_nan_are_refused(isolated_paths, number):
    text = json.dumps(new_record().to_dict()).replace('"seed": 0', f'"seed": {number}')
    assert number in text
    with pytest.raises(SaveError, match="damaged"):
        load_record(write(isolated_paths, "num.json", text))


def test_missing_field_is_named(isolated_paths):
    d = new_record().to_dict()
    del d["seats"]
    with pytest.raises(SaveError, match="missing 'seats'"):
        load_record(write(isolated_paths, "x.json", json.dumps(d)))


def test_an_illegal_action_in_a_file_names_its_number(isolated_paths):
    record, _ = play(3, upto=40)
    record.actions[20] = "star->horror"
    path = save_record(record)
    with pytest.raises(SaveError, match=r"^Save is damaged: action 21 'star->horror' is not legal"):
        load_game_from(path)


def test_a_future_format_file_is_refused(isolated_paths):
    d = new_record().to_dict()
    d["format_version"] = 3
    with pytest.raises(SaveError, match=r"newer cinetable \(format 3\); this version reads up "
                                        rf"to format {FORMAT_VERSION}"):
        load_record(write(isolated_paths, "future.json", json.dumps(d)))


def test_the_stored_summary_is_re_derived_on_load(isolated_paths):
    record, state = play(4, upto=70)
    d = record.to_dict()
    d["summary"] = {"round": 4, "rounds": 4, "finished": True, "scores": [99, 0, 0, 0]}
    loaded = load_record(write(isolated_paths, "lie.json", json.dumps(d)))
    assert loaded.summary == {"round": state.round + 1, "rounds": 4, "finished": False,
                              "scores": list(state.scores()), "stage": "round"}


def test_load_game_from_gives_the_replayed_state(isolated_paths):
    record, state = play(5, upto=77)
    loaded, restored = load_game_from(save_record(record))
    assert loaded == record.copy(options=loaded.options, summary=loaded.summary)
    assert snapshot(restored) == snapshot(state)


# ---- named slots -------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["../escape", "../../etc/passwd", "/abs/path", "..\\..\\win",
                                  "a/../../b", "..", "con", "x\x00y"])
def test_slot_names_cannot_escape_the_folder(isolated_paths, name):
    record, _ = play(6, upto=10)
    if not saves.safe_slot_name(name):
        with pytest.raises(SaveError, match="at least one letter or digit"):
            save_as(record, name)
        return
    path = save_as(record, name)
    assert path.parent == isolated_paths
    assert path.name.startswith("slot-") and path.suffix == ".json"
    assert ".." not in path.name and "/" not in path.name and "\\" not in path.name
    assert files(isolated_paths) == [path.name]


def test_save_as_copies_the_record_under_a_display_name(isolated_paths):
    record, _ = play(7, upto=25)
    path = save_as(record, "  Friday night\tgame ")
    assert path.name == "slot-friday-night-game.json"
    loaded = load_record(path)
    assert loaded.name == "Friday night game" and loaded.id == record.id
    assert loaded.actions == record.actions
    assert record.name == ""                          # the original is unchanged
    record.append(replay(record).all_moves()[0])
    assert load_record(path).actions != record.actions  # and the copy is independent


def test_same_slot_name_overwrites_that_slot(isolated_paths):
    save_as(play(8, upto=10)[0], "Mine")
    save_as(play(9, upto=20)[0], "mine")
    entries = list_saves()
    assert len(entries) == 1 and len(entries[0].record.actions) == 20


# ---- atomic writes -----------------------------------------------------------------------
def enospc(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_disk_full_during_fsync_leaves_the_old_file_intact(isolated_paths, monkeypatch):
    record, _ = play(10, upto=30)
    path = save_record(record)
    before = path.read_bytes()
    record.append(replay(record).all_moves()[0])
    monkeypatch.setattr(atomic.os, "fsync", enospc)
    with pytest.raises(SaveError) as e:
        save_record(record)
    assert str(e.value) == "Could not save: the disk is full"
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert files(path.parent) == [path.name]   # temp file removed
    assert len(load_record(path).actions) == 30


def test_failing_write_leaves_the_old_file_intact(isolated_paths, monkeypatch):
    path = write_json_atomic(isolated_paths / "s.json", {"v": 1})
    real_fdopen = os.fdopen

    class FailingFile:
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, data):
            self.f.write(data[:10])          # a partial write, then the disk fills up
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fdopen", lambda fd, mode: FailingFile(real_fdopen(fd, mode)))
    with pytest.raises(SaveError, match="disk is full"):
        write_json_atomic(path, {"v": 2, "more": "x" * 1000})
    monkeypatch.undo()
    assert json.loads(path.read_text()) == {"v": 1}
    assert [p.name for p in isolated_paths.iterdir()] == ["s.json"]


def test_read_only_folder_is_reported(isolated_paths, monkeypatch):
    def erofs(*a, **k):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", erofs)
    with pytest.raises(SaveError, match="is read-only"):
        save_record(new_record())
    assert not isolated_paths.exists() or files(isolated_paths) == []


def test_failing_replace_removes_the_temp_file(isolated_paths, monkeypatch):
    path = write_json_atomic(isolated_paths / "s.json", {"v": 1})

    def eacces(*a, **k):
        raise OSError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(atomic.os, "replace", eacces)
    with pytest.raises(SaveError, match="no permission"):
        write_json_atomic(path, {"v": 2})
    monkeypatch.undo()
    assert json.loads(path.read_text()) == {"v": 1}
    assert [p.name for p in isolated_paths.iterdir()] == ["s.json"]


def test_nan_is_never_written(isolated_paths):
    with pytest.raises(SaveError):
        write_json_atomic(isolated_paths / "n.json", {"x": float("nan")})
    assert not (isolated_paths / "n.json").exists()


# ---- listing, Continue, delete, prune ------------------------------------------------------
def stamp(record, when: str):
    record.updated = when
    return record


def test_list_saves_shows_a_corrupt_file_next_to_good_ones(isolated_paths):
    a = save_record(stamp(play(11, upto=30)[0], "2026-01-01T10:00:00+00:00"))
    b = save_as(stamp(play(12, upto=50)[0], "2026-01-02T10:00:00+00:00"), "Second")
    bad = write(isolated_paths, "autosave-broken.json", b'{"format_version": 1, "game": ')
    (isolated_paths / "notes.txt").write_text("not a save")
    entries = list_saves()
    assert {e.path for e in entries} == {a, b, bad}
    by_path = {e.path: e for e in entries}
    assert not by_path[bad].ok and "damaged or incomplete" in by_path[bad].error
    assert by_path[bad].record is None
    good = by_path[b]
    assert good.ok and good.error == "" and good.game_title == "Hollywood!"
    assert (good.players, good.rounds, good.finished, good.name, good.is_autosave) == \
        (4, 4, False, "Second", False)
    assert good.round == replay(good.record).round + 1
    assert by_path[a].is_autosave and by_path[a].name == ""
    assert [e.path for e in entries if e.ok] == [b, a]      # newest first


def test_latest_save_skips_finished_and_corrupt_games(isolated_paths):
    older = play(13, upto=40)[0]
    save_record(stamp(older, "2026-03-01T09:00:00+00:00"))
    finished = play(14)[0]
    save_record(stamp(finished, "2026-03-02T09:00:00+00:00"))
    damaged = play(15, upto=40)[0]
    damaged.actions[30] = "place Z"
    save_record(stamp(damaged, "2026-03-03T09:00:00+00:00"))
    write(isolated_paths, "autosave-junk.json", b"\x00\x01garbage")
    latest = latest_save()
    assert latest is not None and latest.record.id == older.id


def test_latest_save_is_none_when_every_game_is_finished(isolated_paths):
    save_record(play(16)[0])
    assert latest_save() is None


def test_delete_save(isolated_paths):
    path = save_record(new_record())
    delete_save(path)
    assert not path.exists()
    delete_save(path)                                  # already gone: no error
    with pytest.raises(SaveError):
        delete_save(isolated_paths / "settings.toml")


def test_prune_removes_only_the_oldest_finished_autosaves(isolated_paths):
    made = {}
    for i, (finished, day) in enumerate([(True, 1), (False, 2), (True, 3), (False, 4),
                                         (True, 5)]):
        record = play(20 + i, upto=None if finished else 30)[0]
        made[day] = save_record(stamp(record, f"2026-04-0{day}T00:00:00+00:00"))
    slot = save_as(stamp(play(30)[0], "2026-01-01T00:00:00+00:00"), "keep me")
    broken = write(isolated_paths, "autosave-bad.json", b"[]")
    removed = prune_autosaves(keep=1)               # three finished: the two oldest go
    assert set(removed) == {made[1], made[3]}
    assert slot.exists() and broken.exists()
    assert prune_autosaves(keep=1) == []
    # games in progress are never pruned, however many there are
    assert prune_autosaves(keep=0) == [made[5]]
    assert made[2].exists() and made[4].exists()


def test_continue_never_offers_a_named_slot(isolated_paths):
    """Play goes on in autosaves: a named slot, however new, stays in Load game."""
    record = play(21, upto=40)[0]
    save_record(stamp(record, "2026-03-01T09:00:00+00:00"))
    save_as(stamp(play(22, upto=30)[0], "2026-03-05T09:00:00+00:00"), "Newer slot")
    assert latest_save().record.id == record.id


def test_continue_skips_a_game_a_later_branch_went_on_from(isolated_paths):
    """A slot loaded and played on is a branch (parent = the game's id, also through a
    slot of the branch): its ancestors are not offered, even when unfinished."""
    game = play(23, upto=60)[0]
    save_record(stamp(game, "2026-03-01T09:00:00+00:00"))
    branch = play(24, upto=20)[0].copy(id="b" * 32, parent=game.id)
    save_as(branch, "Branch slot")                      # the slot carries the parent link
    grandchild = play(25, upto=20)[0].copy(id="c" * 32, parent=branch.id)
    save_record(stamp(grandchild, "2026-03-02T09:00:00+00:00"))
    assert latest_save().record.id == grandchild.id
    finished = play(25)[0].copy(id="c" * 32, parent=branch.id)
    save_record(stamp(finished, "2026-03-02T10:00:00+00:00"))
    assert latest_save() is None                       # nothing the player went on from
    # the game played again since its branch ended is the one last played: offered
    save_record(stamp(game, "2026-03-03T09:00:00+00:00"))
    assert latest_save().record.id == game.id


def test_continue_skips_a_game_whose_deal_a_later_game_played_further(isolated_paths):
    """Records without a parent link: a game of the same deal whose actions extend the
    earlier one's is play that went on from it."""
    full = play(26)[0]
    earlier = full.copy(id="d" * 32, actions=full.actions[:50])
    save_record(stamp(earlier, "2026-03-01T09:00:00+00:00"))
    save_record(stamp(full, "2026-03-02T09:00:00+00:00"))
    assert latest_save() is None
    other = play(27, upto=50)[0]                       # another deal: not related
    save_record(stamp(other, "2026-02-01T09:00:00+00:00"))
    assert latest_save().record.id == other.id


def test_a_parent_loop_in_hostile_files_does_not_hang(isolated_paths):
    a = play(28, upto=30)[0].copy(id="a" * 32, parent="e" * 32)
    b = play(29, upto=30)[0].copy(id="e" * 32, parent="a" * 32)
    save_record(stamp(a, "2026-03-01T09:00:00+00:00"))
    save_record(stamp(b, "2026-03-02T09:00:00+00:00"))
    assert latest_save() is None or latest_save().record.id in (a.id, b.id)


def test_parent_is_kept_and_checked(isolated_paths):
    record = play(30, upto=10)[0].copy(parent="f" * 32)
    assert load_record(save_record(record)).parent == "f" * 32
    data = record.to_dict()
    data["parent"] = "../../etc"
    path = write(isolated_paths, "autosave-bad.json", json.dumps(data))
    with pytest.raises(SaveError, match="parent"):
        load_record(path)
    del data["parent"]                                  # older records have none
    path = write(isolated_paths, "autosave-old.json", json.dumps(data))
    assert load_record(path).parent == ""
