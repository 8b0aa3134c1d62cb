"""`cinetable` (play), `cinetable sim`, `cinetable bench`, `cinetable --smoke`."""
from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "sim":
        from cinetable.sim import main as sim_main
        return sim_main(argv[1:])
    if argv and argv[0] == "bench":
        from cinetable.bench import main as bench_main
        return bench_main(argv[1:])
    parser = argparse.ArgumentParser(
        prog="cinetable",
        description="Play Hollywood! and other film-industry tabletop games against bots. "
                    "Subcommands: 'cinetable sim --help', 'cinetable bench --help'.")
    parser.add_argument("--smoke", action="store_true",
                        help="start, show the title, play a short bot-only game through the "
                             "real scenes, and exit 0 (for packaging checks)")
    parser.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")
    args = parser.parse_args(argv)
    from cinetable.client.app import run
    return run(smoke=args.smoke, windowed=args.windowed)


if __name__ == "__main__":
    raise SystemExit(main())
