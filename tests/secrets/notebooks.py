"""Jupyter notebooks written as nbformat writes them, for the readings of cells."""

from __future__ import annotations

import json


def notebook(*cells: tuple[str, list[str]]) -> str:
    """A notebook of CELLS (each its type and source lines) as nbformat writes it: keys sorted,
    one source line a string, a code cell with its execution count and outputs."""
    return json.dumps(
        {
            "cells": [
                {"cell_type": kind, "metadata": {}, "source": source}
                | ({"execution_count": 1, "outputs": []} if kind == "code" else {})
                for kind, source in cells
            ],
            "metadata": {},
            "nbformat": 4,
            "nbformat_minor": 5,
        },
        indent=1,
        sort_keys=True,
    )
