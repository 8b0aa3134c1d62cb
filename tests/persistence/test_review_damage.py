"""A stored review is derived data: a review holding NaN or Infinity, megabytes of data or
tens of thousands of levels of nesting is dropped and the game loads (it refused the whole
save). The same damage anywhere else still refuses the file, with the same message."""
import json

import pytest
from persistence_helpers import play

from cinetable.persistence.saves import SaveError, list_saves, load_record

RECORD = play(42, upto=40)[0]
GOOD = {"budget": 300, "upto": 2, "moves": []}

BAD_REVIEWS = {
    "nan": '{"budget": NaN, "upto": 2, "moves": []}',
    "infinity": '{"budget": 300, "upto": 2, "moves": [[0, 0, "a", "b", Infinity, 1, ""]]}',
    "minus_infinity": "-Infinity",
    "overflow": '{"budget": 1e999}',
    "long_number": "1" + "0" * 100,
    "six_mb": json.dumps({"budget": 300, "upto": 2, "moves": [], "pad": "x" * (6 << 20)}),
    "six_mb_of_lists": "[" + ",".join(["[1,2]"] * ((6 << 20) // 6 + 1000)) + "]",
    "deep": "[" * 50_000 + "]" * 50_000,
    "deep_objects": '{"a":' * 50_000 + "1" + "}" * 50_000,
    "deep_and_nan": "[" * 50_000 + "NaN" + "]" * 50_000,
}


def save_text(tmp_path, review_text: str, where: str = "last", name="autosave-x.json"):
    d = RECORD.to_dict()
    d.pop("review", None)
    body = json.dumps(d)
    if where == "last":
        text = body[:-1] + ', "review": ' + review_text + "}"
    else:
        text = '{"review": ' + review_text + ", " + body[1:]
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


@pytest.mark.parametrize("where", ["first", "last"])
@pytest.mark.parametrize("kind", sorted(BAD_REVIEWS))
def test_a_damaged_review_is_dropped_and_the_game_loads(tmp_path, kind, where):
    record = load_record(save_text(tmp_path, BAD_REVIEWS[kind], where))
    assert record.review is None and record.actions == RECORD.actions


def test_the_save_list_shows_the_game_and_not_the_damage(isolated_paths):
    isolated_paths.mkdir()
    for i, kind in enumerate(sorted(BAD_REVIEWS)):
        save_text(isolated_paths, BAD_REVIEWS[kind], name=f"slot-{i}.json")
    entries = list_saves()
    assert len(entries) == len(BAD_REVIEWS) and all(e.ok for e in entries), \
        [e.error for e in entries if not e.ok]


def test_a_good_review_next_to_the_cut_is_kept(tmp_path):
    path = save_text(tmp_path, json.dumps(GOOD))
    assert load_record(path).review == GOOD


@pytest.mark.parametrize("text,message", [
    ('"seed": NaN', "damaged: NaN is not allowed"),
    ('"summary": {"review": NaN}', "damaged: NaN is not allowed"),
    ('"deep": ' + "[" * 50_000 + "]" * 50_000, "nested too deeply"),
    ('"pad": "' + "x" * (6 << 20) + '"', "too large"),
])
def test_the_same_damage_outside_the_review_still_refuses_the_file(tmp_path, text, message):
    d = RECORD.to_dict()
    d.pop("seed" if "seed" in text else "summary" if "summary" in text else "x", None)
    body = json.dumps(d)[:-1] + ", " + text + ', "review": ' + BAD_REVIEWS["nan"] + "}"
    path = tmp_path / "autosave-x.json"
    path.write_text(body, "utf-8")
    with pytest.raises(SaveError, match=message):
        load_record(path)


def test_a_file_beyond_the_read_cap_is_refused_unread(tmp_path):
    from cinetable.persistence.save_json import MAX_FILE_BYTES, MAX_SAVE_BYTES
    path = save_text(tmp_path, '"' + "x" * MAX_FILE_BYTES + '"')
    with pytest.raises(SaveError, match="too large"):
        load_record(path)
    assert MAX_FILE_BYTES > MAX_SAVE_BYTES


@pytest.mark.parametrize("text,cut", [
    ('{"a": 1, "review": [1, [2]], "b": "review"}', '{"a": 1, "review": null, "b": "review"}'),
    ('{"review": "}]", "b": {"review": 1}}', '{"review": null, "b": {"review": 1}}'),
    ('{"\\u0072eview": NaN}', '{"\\u0072eview": null}'),
    ('{"a": [[[1]]], "review": {"x": [[]]}}', '{"a": [[[1]]], "review": null}'),
])
def test_the_cut_follows_the_structure_not_the_text(text, cut):
    from cinetable.persistence.save_json import without_review
    assert json.loads(without_review(text)) == json.loads(cut)


@pytest.mark.parametrize("text", ['{"a": 1}', '[{"review": 1}]', '"review"', '{"b": {"review": 1}}'])
def test_nothing_to_cut_without_a_top_level_review(text):
    from cinetable.persistence.save_json import without_review
    assert without_review(text) is None
