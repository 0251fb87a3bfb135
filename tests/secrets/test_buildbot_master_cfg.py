"""A Python program by another name: Buildbot's master.cfg is Python, so the calls in it that
take a secret are read as a Python source's are: each worker's password, the second argument
of worker.Worker(name, password). A secret the master reads from elsewhere, and a Worker of
another library, are not reported. Values are made here."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

PASSWORD = ".LJp5V-8F*+W+LLZ"
OTHER = "eG9PB5TN6UlUAD3G"


def test_a_workers_password_in_master_cfg_is_found(rules: RuleSet) -> None:
    text = (
        "from buildbot.plugins import util, worker\n"
        "c = BuildmasterConfig = {}\n"
        "c['workers'] = [\n"
        f'    worker.Worker("gpu01", "{PASSWORD}", max_builds=2),\n'
        f"    worker.Worker('cpu02', '{OTHER}'),\n"
        '    worker.Worker("cpu03", util.Secret("cpu03-password")),\n'
        "]\n"
    )
    assert found(rules, "ci/buildbot/master.cfg", text) == [(4, PASSWORD), (5, OTHER)]


def test_another_librarys_worker_is_not_reported(rules: RuleSet) -> None:
    text = f'pool = Worker("render", "{PASSWORD}")\n'
    assert found(rules, "farm/pool.py", text) == []
