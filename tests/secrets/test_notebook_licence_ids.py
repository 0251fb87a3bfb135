"""cryoSPARC's licence id given to cryosparc-tools' CryoSPARC(license=...) in a notebook, whose
JSON escapes the quotes of its source lines (`"    license=\\"UUID\\",\\n"`). A variable or a
placeholder there holds none. Values are made here."""

from __future__ import annotations

import json
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _notebook(*source: str) -> str:
    cell = {"cell_type": "code", "metadata": {}, "source": list(source), "outputs": []}
    return json.dumps({"cells": [cell], "nbformat": 4}, indent=1)


def test_a_licence_id_in_a_notebooks_escaped_quotes_is_found(rules: RuleSet) -> None:
    licence = str(uuid.uuid4())
    text = _notebook(
        "from cryosparc.tools import CryoSPARC\n",
        "cs = CryoSPARC(\n",
        f'    license="{licence}",\n',
        '    host="localhost", base_port=39000)\n',
    )
    assert [value for _, value in found(rules, "notebooks/export.ipynb", text)] == [licence]


@pytest.mark.parametrize(
    "argument",
    [
        'license=os.environ["CRYOSPARC_LICENSE_ID"]',
        'license="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"',
    ],
)
def test_a_variable_or_placeholder_in_a_notebook_is_not_reported(
    rules: RuleSet, argument: str
) -> None:
    text = _notebook("cs = CryoSPARC(\n", f"    {argument},\n", '    host="localhost")\n')
    assert found(rules, "notebooks/export.ipynb", text) == []
