"""In a fresh interpreter, as the game starts: the player costs nothing before its first use,
and playing never makes a clip nor loads the audio library on the calling thread."""

import json
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.subprocess

PROGRAM = r"""
import json, sys, threading
from importlib.abc import MetaPathFinder

imported_on = {}  # module: the thread that imported it


class Watch(MetaPathFinder):
    def find_spec(self, name, path, target=None):
        imported_on.setdefault(name, threading.current_thread().name)


sys.meta_path.insert(0, Watch())
from zanzibar_desktop.sound import SoundPlayer

class Device:
    def start(self, stream): pass
    def close(self): pass

made = SoundPlayer(open_device=Device)
first = sorted(name for name in ("zanzibar_desktop.sound.synth", "miniaudio", "numpy")
               if name in sys.modules)
for name in ("shake", "throw", "land", "chips"):
    made.play(name)
assert made.available
real = SoundPlayer()  # miniaudio's device, opened or failing on this machine
real.warm_up()
real.available
real.close()
print(json.dumps({"at import": first, "imported on": imported_on}))
"""


def test_the_player_loads_neither_synth_nor_audio_library_on_the_callers_thread():
    result = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="xcb"), timeout=120)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["at import"] == []
    imported_on = report["imported on"]
    assert "zanzibar_desktop.sound.synth" not in imported_on
    assert imported_on["miniaudio"] == "sound device"  # a dependency: always there
    assert imported_on.get("numpy", "sound device") == "sound device"
