"""What the identity tests share: the small site the LDAP tests decide on, and a clock."""

RADAR_CATALOG = """
[[project]]
id = "radar"
groups = ["radar", "radar-guests"]

[[dataset]]
id = "returns"
project = "radar"
classification = "itar"
protection = "authoritative"

[[destination]]
kind = "partition"
name = "itar"
country = "US"
itar_enclave = true
"""


class Clock:
    """A monotonic clock the test moves by hand, so time limits are pinned without waiting."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now
