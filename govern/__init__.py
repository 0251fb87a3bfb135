"""govern: security, data-governance and backup policy engine for shared GPU/HPC clusters."""

__version__ = "0.1.0"
