"""Whatever a save file holds, loading it gives a record or a SaveError, never a crash."""
from __future__ import annotations

import json
import re
import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from persistence_helpers import play

from cinetable.persistence.saves import SaveError, load_game_from

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)

BASE = play(42, upto=40)[0].to_dict()


def load_bytes(tmp_path, data: bytes):
    path = tmp_path / "fuzz.json"
    path.write_bytes(data)
    try:
        load_game_from(path)
    except SaveError as e:
        assert str(e)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=st.sampled_from(sorted(BASE) + ["moves"]), value=json_values)
def test_any_value_in_any_field_loads_or_fails_cleanly(tmp_path, key, value):
    d = dict(BASE, **{key: value})
    load_bytes(tmp_path, json.dumps(d).encode("utf-8"))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=200))
def test_arbitrary_bytes_fail_cleanly(tmp_path, data):
    load_bytes(tmp_path, data)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(index=st.integers(0, 39), text=st.text(min_size=1, max_size=12))
def test_any_edited_action_replays_or_names_its_number(tmp_path, index, text):
    d = json.loads(json.dumps(BASE))
    d["actions"][index] = text
    path = tmp_path / "edit.json"
    path.write_text(json.dumps(d), "utf-8")
    try:
        load_game_from(path)
    except SaveError as e:
        # The edited action, or a later one it made impossible, is named by its number.
        m = re.match(r"Save is damaged: action (\d+) ", str(e))
        assert m and int(m.group(1)) >= index + 1, str(e)


def test_persistence_does_not_import_pygame():
    code = "import sys, cinetable.persistence; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
