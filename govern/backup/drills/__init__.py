"""Restore drills: what the quarterly drill restores, the checks that make it mean something,
and the record it leaves."""
