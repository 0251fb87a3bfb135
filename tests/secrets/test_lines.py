"""The bounded line reads the comment and look-alike finders share: a line longer than the
bound is no line of a setting or a comment, and none is read past it."""

from __future__ import annotations

from govern.secrets.lines import COMMENT_MARK, line_above, line_around, line_below, line_start

TEXT = "first\n# second\n\nfourth line"


def test_a_line_is_found_around_a_position() -> None:
    assert line_around(TEXT, 8, 9, 64) == (6, 14)
    assert TEXT[slice(*line_around(TEXT, 17, 17, 64) or (0, 0))] == "fourth line"
    assert line_around(TEXT, 0, 0, 64) == (0, 5)


def test_lines_above_and_below_stop_at_the_text_s_ends() -> None:
    assert line_above(TEXT, 0, 64) is None
    assert line_above(TEXT, 6, 64) == (0, 5)
    assert line_above(TEXT, 16, 64) == (15, 15)
    assert line_below(TEXT, 5, 64) == (6, 14)
    assert line_below(TEXT, len(TEXT), 64) is None


def test_a_line_longer_than_the_bound_is_none() -> None:
    long = "x" * 100 + "\nshort\n" + "y" * 100
    assert line_start(long, 50, 10) is None
    assert line_around(long, 50, 50, 10) is None
    assert line_around(long, 102, 102, 10) == (101, 106)
    assert line_below(long, 106, 10) is None
    assert line_above(long, 101, 10) is None
    # Bounded either side: a position near the text's start is on its first line.
    assert line_start(long, 5, 10) == 0


def test_comment_marks() -> None:
    for line in ("# a", "  // a", "-- a", "% a", "; a", "/* a", "/** a", " * a"):
        assert COMMENT_MARK.match(line), line
    for line in ("a # b", "key = 1", "- item"):
        assert not COMMENT_MARK.match(line), line
