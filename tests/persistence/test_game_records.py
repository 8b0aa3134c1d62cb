"""GameRecord: strict validation, stepwise upgrades, replay errors, summaries."""
from __future__ import annotations

import json

import pytest
from persistence_helpers import new_record, play, seats_for

import cinetable
from cinetable.persistence import records
from cinetable.persistence.records import (
    FORMAT_VERSION,
    GameRecord,
    RecordError,
    Seat,
    replay,
    summarize,
)


def good_dict(**changes) -> dict:
    d = play(5, upto=40)[0].to_dict()
    d.update(changes)
    return d


def test_to_dict_from_dict_round_trip_is_plain_json():
    record, state = play(4, upto=60)
    d = json.loads(json.dumps(record.to_dict()))
    back = GameRecord.from_dict(d)
    # from_dict fills in the options left at their defaults; everything else is equal
    assert back.options == {"advanced_scoring": False, "prototype_order": False}
    assert back == record.copy(options=back.options)
    assert back.format_version == FORMAT_VERSION == d["format_version"]
    assert d["app_version"] == cinetable.__version__
    assert back.summary == summarize(state)


def test_new_records_get_distinct_uuid4_ids_and_utc_timestamps():
    a, b = new_record(), new_record()
    assert a.id != b.id and len(a.id) == 32
    assert int(a.id, 16) >> 76 & 0xF == 4            # the uuid version nibble
    assert a.created.endswith("+00:00") and a.name == ""


def test_append_records_notation_and_refreshes_summary():
    record, state = play(6, upto=20)
    assert all(isinstance(a, str) for a in record.actions) and len(record.actions) == 20
    assert record.actions[0].startswith("first P")
    assert record.summary == {"finished": False, "scores": list(state.scores()),
                              "stage": "round", "round": 1, "rounds": 4}


def test_options_are_checked_and_defaults_filled():
    back = GameRecord.from_dict(good_dict(options={}))
    assert back.options == {"advanced_scoring": False, "prototype_order": False}
    with pytest.raises(RecordError, match="Unknown option 'turbo'"):
        GameRecord.from_dict(good_dict(options={"turbo": True}))
    with pytest.raises(RecordError, match="true or false"):
        GameRecord.from_dict(good_dict(options={"advanced_scoring": "yes"}))


def test_unknown_game_is_refused_by_name():
    with pytest.raises(RecordError, match="unknown game.*'chess'"):
        GameRecord.from_dict(good_dict(game="chess"))


def test_seat_list_of_the_wrong_length_is_refused():
    d = good_dict()
    d["seats"] = d["seats"][:3]
    with pytest.raises(RecordError, match="3 seats listed for a 4-player game"):
        GameRecord.from_dict(d)


def test_player_count_outside_the_game_range_is_refused():
    d = good_dict(players=9)
    d["seats"] = [s.to_dict() for s in seats_for(9)]
    with pytest.raises(RecordError, match="3 to 4 players"):
        GameRecord.from_dict(d)


@pytest.mark.parametrize("seat,why", [
    ({"name": "", "kind": "human", "level": None}, "name"),
    ({"name": "Ann", "kind": "alien", "level": None}, "kind"),
    ({"name": "Bot", "kind": "bot", "level": "godlike"}, "level"),
    ({"name": "Bot", "kind": "bot", "level": None}, "needs a level"),
    ({"name": ["x"], "kind": "human", "level": None}, "name"),
    ("Ann", "object"),
])
def test_bad_seats_are_refused(seat, why):
    d = good_dict()
    d["seats"][2] = seat
    with pytest.raises(RecordError, match=f"seat 3.*{why}"):
        GameRecord.from_dict(d)


def test_seat_constructor_validates_too():
    with pytest.raises(RecordError):
        Seat("Bot", "bot", None)
    assert Seat("Ann").kind == "human"


@pytest.mark.parametrize("key,value", [
    ("players", "4"), ("players", True), ("options", []), ("seats", {}), ("actions", "place A"),
    ("actions", [1, 2]), ("actions", ["x" * 65]), ("seed", 1.5), ("seed", 2 ** 70),
    ("seed", True), ("id", "../../etc/passwd"), ("id", "A" * 32), ("name", 7),
    ("name", "n" * 61), ("created", "yesterday"), ("updated", 5), ("app_version", None),
    ("game", 3),
])
def test_wrong_types_are_refused(key, value):
    with pytest.raises(RecordError, match="damaged|unknown game"):
        GameRecord.from_dict(good_dict(**{key: value}))


@pytest.mark.parametrize("key", ["game", "players", "seats", "actions", "id", "created"])
def test_missing_fields_are_named(key):
    d = good_dict()
    del d[key]
    with pytest.raises(RecordError, match=f"missing '{key}'"):
        GameRecord.from_dict(d)


def test_non_dict_is_refused():
    with pytest.raises(RecordError, match="JSON object"):
        GameRecord.from_dict([1, 2, 3])


def test_unknown_top_level_keys_are_ignored():
    back = GameRecord.from_dict(good_dict(comment="hello", extra={"a": 1}))
    assert not hasattr(back, "comment") and "comment" not in back.to_dict()


def test_stored_summary_is_not_trusted():
    d = good_dict(summary={"round": "ten", "finished": "yes", "scores": [1e300, "x"]})
    assert GameRecord.from_dict(d).summary == {}


# ---- replay ----------------------------------------------------------------------------
def test_replay_error_names_the_action_number_and_the_reason():
    record, state = play(7, upto=40)
    assert record.actions[0].startswith("first")
    bad = record.copy()
    # The 16th action is the first placement of round 1 (1 first-player draw + 14 deals).
    bad.actions[15] = "place E"
    with pytest.raises(RecordError, match=r"action 16 'place E' is not legal: 'place E' is not"):
        replay(bad)
    # A real action at a moment it is not allowed: dealing while players are placing.
    bad.actions[15] = "deal h01"
    with pytest.raises(RecordError, match=r"^Save is damaged: action 16 'deal h01' is not legal: "
                                          r"Cards are only dealt"):
        replay(bad)


def test_replay_refuses_a_full_column():
    record, _ = play(8, upto=15)       # first player drawn, 14 cards dealt
    # Four players each put a token in column A (4 cards), then a fifth token is refused.
    record.actions += ["place A"] * 5
    with pytest.raises(RecordError, match=r"action 20 'place A' is not legal: Column A is full"):
        replay(record)


def test_replay_refuses_actions_after_the_end():
    record, _ = play(9)
    record.actions.append("place A")
    with pytest.raises(RecordError, match=f"action {len(record.actions)} .*after the game ended"):
        replay(record)


def test_replay_of_an_unimplemented_game_is_a_record_error(monkeypatch):
    import dataclasses

    from cinetable.engine import registry
    real = registry._info
    monkeypatch.setattr(registry, "_info", lambda game_id: dataclasses.replace(
        real(game_id), implemented=game_id != "cannes"))
    record = new_record()
    record.game = "cannes"
    with pytest.raises(RecordError, match="not playable yet"):
        replay(record)


def test_summary_of_a_fresh_and_a_finished_game():
    fresh = replay(new_record(players=3))
    assert summarize(fresh) == {"finished": False, "scores": [0, 0, 0], "stage": "round",
                                "round": 1, "rounds": 3}
    record, state = play(10, players=3)
    s = summarize(state)
    assert s["finished"] and s["round"] == 3 and s["scores"] == list(state.scores())


# ---- format upgrades -------------------------------------------------------------------
def format0_dict() -> dict:
    d = good_dict()
    d["format_version"] = 0
    d["moves"] = d.pop("actions")
    d["seats"] = [[s["name"], s["kind"], s["level"]] for s in d["seats"]]
    for key in ("id", "name", "summary", "updated"):
        del d[key]
    d["created"] = "2025-03-01T12:00:00+00:00"    # fixed: the id is derived from the content
    return d


def test_format_0_is_upgraded_to_the_current_format():
    old = format0_dict()
    back = GameRecord.from_dict(old)
    assert back.format_version == FORMAT_VERSION
    assert back.actions == good_dict()["actions"]
    assert [s.kind for s in back.seats] == ["human", "bot", "bot", "bot"]
    assert back.updated == back.created
    # the id is derived from the content: loading the same old file twice is one game
    assert GameRecord.from_dict(format0_dict()).id == back.id
    replay(back)


def test_upgraders_are_applied_in_order(monkeypatch):
    calls = []

    def step(n):
        def up(d):
            calls.append(n)
            d = dict(d)
            d.setdefault("trail", []).append(n)
            return d
        return up

    monkeypatch.setattr(records, "FORMAT_VERSION", 4)
    monkeypatch.setattr(records, "UPGRADERS", {1: step(1), 2: step(2), 3: step(3)})
    d = good_dict(format_version=2)
    out = records.upgrade(d)
    assert calls == [2, 3] and out["trail"] == [2, 3] and out["format_version"] == 4
    assert records.upgrade(good_dict(format_version=4))["format_version"] == 4


def test_a_missing_upgrader_is_reported(monkeypatch):
    monkeypatch.setattr(records, "FORMAT_VERSION", 3)
    monkeypatch.setattr(records, "UPGRADERS", {1: lambda d: d})
    with pytest.raises(RecordError, match="format 2 can no longer be read"):
        records.upgrade(good_dict(format_version=1))


def test_a_future_format_is_refused_clearly():
    with pytest.raises(RecordError) as e:
        GameRecord.from_dict(good_dict(format_version=FORMAT_VERSION + 2))
    assert str(e.value) == (f"This save was made by a newer cinetable (format "
                            f"{FORMAT_VERSION + 2}); this version reads up to format "
                            f"{FORMAT_VERSION}")


@pytest.mark.parametrize("version", [None, "1", -1, 1.0, True])
def test_bad_format_versions_are_refused(version):
    d = good_dict(format_version=version)
    if version is None:
        del d["format_version"]
    with pytest.raises(RecordError, match="format"):
        GameRecord.from_dict(d)
