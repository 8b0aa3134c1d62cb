"""`cinetable` (play), `cinetable sim`, `cinetable bench`, `cinetable gallery`,
`cinetable --smoke`."""
from __future__ import annotations

import argparse
import sys

from cinetable.window_size import window_size_arg


def _streams_for_a_windowed_build() -> None:
    """The packaged app is windowed (build/pyinstaller.spec): on Windows it has no
    stdout/stderr at all, and a write (argparse's --help, a warning) would crash it.
    Its console twin, cinetable-cli, prints as usual."""
    import os
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def main(argv: list[str] | None = None) -> int:
    _streams_for_a_windowed_build()
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "sim":
        from cinetable.sim import main as sim_main
        return sim_main(argv[1:])
    if argv and argv[0] == "bench" and "--profile" in argv:
        from cinetable.bench_profile import main as bench_profile_main  # top functions
        return bench_profile_main(argv[1:])
    if argv and argv[0] == "bench" and "--net" in argv:
        from cinetable.bench_net import clustered
        from cinetable.bench_net import main as bench_net_main  # the network host's load
        if clustered(argv):                    # several serve processes sharing Redis
            from cinetable.bench_cluster import main as bench_cluster_main
            return bench_cluster_main(argv[1:])
        return bench_net_main(argv[1:])
    if argv and argv[0] == "bench":
        from cinetable.bench import main as bench_main
        return bench_main(argv[1:])
    if argv and argv[0] == "review":
        from cinetable.review_tool import main as review_main
        return review_main(argv[1:])
    if argv and argv[0] == "gallery":
        from cinetable.client.gallery_cli import main as gallery_main
        return gallery_main(argv[1:])
    if argv and argv[0] == "serve":
        from cinetable.net.serve_cli import main as serve_main
        return serve_main(argv[1:])
    parser = argparse.ArgumentParser(
        prog="cinetable",
        description="Play Hollywood! and other film-industry tabletop games against bots. "
                    "Subcommands: 'cinetable sim --help', 'cinetable bench --help', "
                    "'cinetable serve --help', 'cinetable gallery --help'.")
    parser.add_argument("--smoke", action="store_true",
                        help="start, show the title, play a short bot-only game through the "
                             "real scenes, and exit 0 (for packaging checks)")
    parser.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting")
    parser.add_argument("--window-size", default=None, metavar="WxH", type=window_size_arg,
                        help="open a window of exactly this many pixels (at least 960x600) "
                             "for this run, whatever the settings say (screenshots, demos)")
    args = parser.parse_args(argv)
    from cinetable.client.app import run
    return run(smoke=args.smoke, windowed=args.windowed or args.window_size is not None,
               size=args.window_size)





if __name__ == "__main__":
    raise SystemExit(main())
