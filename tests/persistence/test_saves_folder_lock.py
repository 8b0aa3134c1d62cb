"""One copy of the app plays from a saves folder: two real processes on one temp folder."""
import subprocess
import sys
import textwrap

import pytest

from cinetable.persistence import folder_lock

HOLDER = textwrap.dedent("""
    import sys
    from cinetable.persistence.folder_lock import FolderBusy, acquire
    try:
        acquire(sys.argv[1])
    except FolderBusy as e:
        print("busy", e.pid, flush=True)
        sys.exit(0)
    print("held", flush=True)
    sys.stdin.readline()            # hold until told to go
""")


def holder(folder):
    p = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    return p, p.stdout.readline().split()


def test_a_second_process_is_refused_while_the_first_holds_the_folder(tmp_path):
    folder = tmp_path / "saves"
    first, said = holder(folder)
    try:
        assert said == ["held"]
        with pytest.raises(folder_lock.FolderBusy) as e:
            folder_lock.acquire(folder)
        assert e.value.pid == first.pid              # the message can name it
        second, said2 = holder(folder)               # a third copy too
        second.wait(30)
        assert said2 == ["busy", str(first.pid)]
    finally:
        first.stdin.close()
        first.wait(30)
    folder_lock.acquire(folder)                      # the holder is gone: free again
    try:
        third, said3 = holder(folder)                # and now this process holds it
        third.wait(30)
        assert said3[0] == "busy"
    finally:
        folder_lock.release(folder)


def test_a_killed_holder_leaves_no_stale_lock(tmp_path):
    folder = tmp_path / "saves"
    first, said = holder(folder)
    assert said == ["held"]
    first.kill()                                     # a crash: no clean exit
    first.wait(30)
    assert (folder / folder_lock.LOCK_NAME).exists()
    folder_lock.acquire(folder)
    folder_lock.acquire(folder)                      # again in the same process is fine
    folder_lock.release(folder)
