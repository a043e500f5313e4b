"""The allocator is told to keep freed picture memory (glibc only), once per process."""

from __future__ import annotations

import ctypes
import platform
import sys

import pytest

from game.ui.core import allocator


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(allocator, "_tuned", None)


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
                    reason="the thresholds are glibc's")
def test_glibc_keeps_freed_pictures_and_is_told_once(fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    assert allocator.keep_freed_pictures() is True
    monkeypatch.setattr(ctypes, "CDLL", lambda *_: pytest.fail("asked the C library again"))
    assert allocator.keep_freed_pictures() is True


def test_elsewhere_nothing_is_changed(fresh: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(ctypes, "CDLL", lambda *_: pytest.fail("no C library to tune here"))
    assert allocator.keep_freed_pictures() is False


def test_a_c_library_without_mallopt_is_left_alone(fresh: None, monkeypatch: pytest.MonkeyPatch,
                                                   caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", lambda *_: object())   # musl-like: no mallopt
    with caplog.at_level("INFO", logger="game.ui.core.allocator"):
        assert allocator.keep_freed_pictures() is False
    assert "left as it is" in caplog.text
