"""Persistence: game records and save files (versioned JSON, atomic writes), settings
(TOML) and where they live. No pygame here."""
from cinetable.persistence.paths import log_path, saves_dir, settings_path
from cinetable.persistence.records import GameRecord, RecordError, Seat, replay, summarize
from cinetable.persistence.saves import (
    SaveEntry,
    SaveError,
    delete_save,
    latest_save,
    list_saves,
    load_game_from,
    load_record,
    prune_autosaves,
    save_as,
    save_record,
)
from cinetable.persistence.settings import DEFAULTS, load_settings, read_settings, save_settings

__all__ = ["DEFAULTS", "GameRecord", "RecordError", "SaveEntry", "SaveError", "Seat",
           "delete_save", "latest_save", "list_saves", "load_game_from", "load_record",
           "load_settings", "log_path", "prune_autosaves", "read_settings", "replay",
           "save_as", "save_record", "save_settings", "saves_dir", "settings_path",
           "summarize"]
