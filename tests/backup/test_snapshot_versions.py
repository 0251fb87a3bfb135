"""What a configuration snapshot's audit entry says about versions: GPU driver and VBIOS, BIOS,
tracked packages, read from the probes' real output formats."""

from __future__ import annotations

from govern.backup.sysinfo import components

NVIDIA = "NVIDIA A100-SXM4-80GB, 550.54.15, 92.00.36.00.01\n" * 2
DMIDECODE = """# dmidecode 3.4
Getting SMBIOS data from sysfs.
SMBIOS 3.3.0 present.

Handle 0x0000, DMI type 0, 26 bytes
BIOS Information
\tVendor: American Megatrends International, LLC.
\tVersion: 2.1a
\tRelease Date: 03/14/2024

Handle 0x0001, DMI type 1, 27 bytes
System Information
\tManufacturer: Supermicro
\tProduct Name: AS -4124GS-TNR
\tVersion: 0123456789
"""
PACKAGES = (
    "bash\t5.2.15-2+b7\nslurmctld\t22.05.8-4+deb12u3\nrestic\t0.14.0-1+b5\nzlib1g\t1:1.2.13\n"
)


def test_the_entry_carries_gpu_firmware_and_tracked_package_versions() -> None:
    found = components({
        "kernel": {"release": "6.1.0-28-amd64"},
        "nvidia": {"command": [], "exit": 0, "output": NVIDIA},
        "firmware": {"command": [], "exit": 0, "output": DMIDECODE},
        "packages": {"command": [], "exit": 0, "output": PACKAGES},
        "absent": [],
    })  # fmt: skip
    assert found["gpu"] == ["NVIDIA A100-SXM4-80GB, 550.54.15, 92.00.36.00.01"] * 2
    assert found["firmware"] == {
        "bios_vendor": "American Megatrends International, LLC.",
        "bios_version": "2.1a",
        "bios_date": "03/14/2024",
        "system": "AS -4124GS-TNR",
    }
    assert found["packages"] == {"slurmctld": "22.05.8-4+deb12u3", "restic": "0.14.0-1+b5"}


def test_absent_or_failed_probes_give_empty_versions() -> None:
    failed = {"command": ["nvidia-smi"], "exit": 9, "output": "", "error": "no devices"}
    assert components({"nvidia": failed, "absent": ["dmidecode", "dpkg-query"]}) == {
        "gpu": [], "firmware": {}, "packages": {},
    }  # fmt: skip
