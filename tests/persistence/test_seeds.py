"""Seeds: 64 fresh bits, shown as a short code a player can type back; numbers typed by
hand (six-digit seeds of older games) still work."""
import random

import pytest

from cinetable.persistence.seeds import MAX_SEED, SeedError, fresh_seed, parse_seed, seed_code


def test_fresh_seeds_use_64_bits():
    seeds = [fresh_seed() for _ in range(200)]
    assert all(0 <= s < MAX_SEED for s in seeds)
    assert len(set(seeds)) == 200
    # 200 draws below 2**60 would happen with probability 16**-200 if 64 bits are used
    assert max(seeds) >= 2 ** 60


def test_a_code_is_short_and_reads_back_to_its_seed():
    rng = random.Random(3)
    for seed in [10_000_000, MAX_SEED - 1, 2 ** 63] + [rng.randrange(10 ** 7, MAX_SEED)
                                                       for _ in range(500)]:
        code = seed_code(seed)
        assert len(code) == 15 and code.count("-") == 2
        assert parse_seed(code) == seed
        assert parse_seed(code.lower().replace("-", " ")) == seed    # as a player types it


def test_look_alike_letters_read_as_digits():
    code = seed_code(2 ** 40 + 12345)
    assert parse_seed(code.replace("0", "O").replace("1", "l")) == 2 ** 40 + 12345


def test_six_digit_seeds_typed_by_hand_still_work():
    assert parse_seed("123456") == 123456
    assert parse_seed(" 042 ") == 42
    assert seed_code(123456) == "123456"           # small seeds are shown as numbers
    assert parse_seed("") is None and parse_seed("   ") is None


@pytest.mark.parametrize("text", ["4XQ7-M2PA", "UUUU-UUUU-UUUUU", "ZZZZ-ZZZZ-ZZZZZ",
                                  "99999999999999999999999", "4XQ7-M2PA-9KD3B!"])
def test_anything_else_is_explained(text):
    with pytest.raises(SeedError):
        parse_seed(text)
